import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { textLink } from '../../../components/ui-classes';
import { paths } from '../../../paths';
import type { VacancyListItem } from '../api/search-vacancies';
import { useJobBoardFormat } from '../lib/format';

/**
 * A search result: title (opening the vacancy), company, location, the work mode, contract and
 * level it states, salary, date and excerpt.
 */
export function VacancyCard({ vacancy }: { vacancy: VacancyListItem }) {
  const { t } = useTranslation('vacancies');
  const format = useJobBoardFormat();
  // The work mode, contract and level the vacancy states, so a search can be scanned for them.
  const stated = [
    vacancy.workMode ? t(`workModes.${vacancy.workMode}`) : null,
    vacancy.employmentType ? t(`employmentTypes.${vacancy.employmentType}`) : null,
    vacancy.experienceLevel ? t(`experienceLevels.${vacancy.experienceLevel}`) : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-lg font-semibold break-words text-slate-900">
        <Link to={paths.vacancy(vacancy.id)} className={textLink}>
          {vacancy.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {vacancy.company} · {vacancy.location}
      </p>
      {stated.length > 0 ? (
        <p className="mt-1 text-sm text-slate-700">{stated.join(' · ')}</p>
      ) : null}
      <p className="mt-1 flex flex-wrap gap-x-3 text-sm">
        <span className="font-medium text-slate-900">{format.salary(vacancy)}</span>
        <span className="text-slate-600">
          {t('posted', { date: format.date(vacancy.createdAt) })}
        </span>
      </p>
      <p className="mt-3 text-sm break-words whitespace-pre-line text-slate-700">
        {vacancy.excerpt}
      </p>
    </li>
  );
}
