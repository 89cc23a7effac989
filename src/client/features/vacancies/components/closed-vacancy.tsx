import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { buttonClass, card, container } from '../../../components/ui-classes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../paths';
import type { ClosedVacancyView } from '../api/get-vacancy';
import { useJobBoardFormat } from '../lib/format';
import { VacancyCard } from './vacancy-card';

/**
 * A vacancy's link once it is no longer open (taken off the board or deleted): what it was, when
 * it closed, and a few open vacancies like it — as hh.ru does with «вакансия в архиве».
 */
export function ClosedVacancy({ view }: { view: ClosedVacancyView }) {
  const { t } = useTranslation('vacancies');
  const format = useJobBoardFormat();
  const { closed, similar } = view;
  const similarId = useId();
  useDocumentTitle(t('closed.title'));
  return (
    <div className={`${container} max-w-3xl py-10`}>
      <PageHeader title={t('closed.title')} />
      <section className={card} aria-label={t('closed.what')}>
        <h2 className="text-xl font-semibold break-words text-slate-900">{closed.title}</h2>
        <p className="mt-1 text-slate-700">
          {closed.company} · {closed.location}
        </p>
        <p className="mt-2 text-sm text-slate-600">
          {t('closed.closedOn', { date: format.date(closed.closedAt) })}
        </p>
      </section>
      <section className="mt-8" aria-labelledby={similarId}>
        <h2 id={similarId} className="mb-3 text-lg font-semibold text-slate-900">
          {t('closed.similarTitle')}
        </h2>
        {similar.length > 0 ? (
          <ul className="space-y-4">
            {similar.map((vacancy) => (
              <VacancyCard key={vacancy.id} vacancy={vacancy} />
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">{t('closed.noSimilar')}</p>
        )}
        <Link to={paths.vacancies} className={`${buttonClass('secondary')} mt-6 inline-block`}>
          {t('closed.browse')}
        </Link>
      </section>
    </div>
  );
}
