import { type RefObject, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { textLink } from '../../../components/ui-classes';
import { ApiError } from '../../../lib/api-client';
import { describeApiError } from '../../../lib/describe-api-error';
import { paths } from '../../../paths';
import type { useVacancySearch } from '../api/search-vacancies';
import { BoardPagination, type PageTarget } from './board-pagination';
import { SalaryRatesNote } from './salary-rates-note';
import { VacancyCard } from './vacancy-card';

interface BoardResultsProps {
  search: ReturnType<typeof useVacancySearch>;
  hasFilters: boolean;
  hrefOfPage: (target: PageTarget) => string;
  /** The results' heading, where focus goes when another page is opened. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** How many vacancies match, one page of them, and the way to the others. */
export function BoardResults({ search, hasFilters, hrefOfPage, headingRef }: BoardResultsProps) {
  const { t } = useTranslation('vacancies');
  const titleId = useId();
  const heading = (
    <h2
      id={titleId}
      ref={headingRef}
      tabIndex={-1}
      className="text-xl font-semibold text-slate-900"
    >
      {t('board.resultsTitle')}
    </h2>
  );

  if (search.isPending) {
    return (
      <section aria-labelledby={titleId} className="mt-8">
        {heading}
        <p role="status" className="mt-3 text-slate-600">
          {t('board.loading')}
        </p>
      </section>
    );
  }
  if (search.isError) {
    // A 400 is a filter the server refused (from a hand-edited link): say which, offer a reset.
    const refusal =
      search.error instanceof ApiError && search.error.status === 400
        ? describeApiError(search.error, { fallback: '' }).serverMessage
        : null;
    return (
      <section aria-labelledby={titleId} className="mt-8">
        {heading}
        {refusal ? (
          <div className="mt-3 rounded-2xl border border-red-200 bg-red-50 p-6">
            <p role="alert" className="text-red-900">
              {refusal}
            </p>
            <Link to={paths.vacancies} className={`${textLink} mt-3 inline-block`}>
              {t('board.clear')}
            </Link>
          </div>
        ) : (
          <ErrorPanel
            message={t('board.loadFailed')}
            onRetry={() => void search.refetch()}
            isRetrying={search.isFetching}
          />
        )}
      </section>
    );
  }

  const { vacancies, total, isTotalCapped, page, pageCount, nextCursor, previousCursor } =
    search.data;
  const { salaryRates } = search.data;
  return (
    <section aria-labelledby={titleId} aria-busy={search.isPlaceholderData} className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        {heading}
        <p role="status" className="text-sm text-slate-700">
          {isTotalCapped
            ? t('board.resultsCapped', { count: total })
            : t('board.results', { count: total })}
        </p>
      </div>
      {salaryRates && vacancies.length > 0 ? <SalaryRatesNote rates={salaryRates} /> : null}
      {vacancies.length === 0 ? (
        <div className="mt-4 text-slate-700">
          <p>{hasFilters ? t('board.empty') : t('board.noneYet')}</p>
          {hasFilters ? (
            <p className="mt-1">
              {t('board.emptyHint')}{' '}
              <Link to={paths.vacancies} className={textLink}>
                {t('board.clear')}
              </Link>
            </p>
          ) : (
            <Link to={paths.dashboardVacancies} className={`${textLink} mt-2 inline-block`}>
              {t('board.postVacancy')}
            </Link>
          )}
        </div>
      ) : (
        <ul className="mt-4 space-y-4">
          {vacancies.map((vacancy) => (
            <VacancyCard key={vacancy.id} vacancy={vacancy} />
          ))}
        </ul>
      )}
      <BoardPagination
        page={page}
        pageCount={pageCount}
        nextCursor={nextCursor}
        previousCursor={previousCursor}
        hrefOf={hrefOfPage}
        onNavigate={() => headingRef.current?.focus()}
      />
    </section>
  );
}
