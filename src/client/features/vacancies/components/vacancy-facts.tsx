import { useTranslation } from 'react-i18next';
import type { VacancyDetail } from '../api/get-vacancy';
import { useJobBoardFormat } from '../lib/format';

/**
 * Company, location, salary range, posted date, and the work mode, employment type and level
 * the vacancy states (an older vacancy that states none shows none), as a description list.
 */
export function VacancyFacts({ vacancy }: { vacancy: VacancyDetail }) {
  const { t } = useTranslation('vacancies');
  const format = useJobBoardFormat();
  const stated = [
    vacancy.workMode && { term: t('detail.workMode'), value: t(`workModes.${vacancy.workMode}`) },
    vacancy.employmentType && {
      term: t('detail.employmentType'),
      value: t(`employmentTypes.${vacancy.employmentType}`),
    },
    vacancy.experienceLevel && {
      term: t('detail.experienceLevel'),
      value: t(`experienceLevels.${vacancy.experienceLevel}`),
    },
  ].filter((fact): fact is { term: string; value: string } => Boolean(fact));
  const facts = [
    { term: t('detail.company'), value: vacancy.company },
    { term: t('detail.location'), value: vacancy.location },
    { term: t('detail.salary'), value: format.salary(vacancy) },
    { term: t('detail.postedOn'), value: format.date(vacancy.createdAt) },
    ...stated,
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-4">
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt className="text-sm font-medium text-slate-600">{fact.term}</dt>
          <dd className="mt-1 font-semibold break-words text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
