import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { VACANCY_SORTS } from '../../../../shared/vacancy-limits';
import { PageHeader } from '../../../components/page-header';
import { container, textLink } from '../../../components/ui-classes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../paths';
import { useVacancySearch } from '../api/search-vacancies';
import type { PageTarget } from '../components/board-pagination';
import { BoardResults } from '../components/board-results';
import { BoardSearchForm } from '../components/board-search-form';
import { ListSelect } from '../components/list-select';
import { SaveSearch } from '../components/save-search';
import { type BoardQuery, boardParamsOf, boardQueryOf } from '../lib/list-params';

/** /vacancies: the public board. The whole search lives in the URL, so it can be shared. */
export function VacanciesPage() {
  const { t } = useTranslation('vacancies');
  useDocumentTitle(t('board.title'));
  const [params, setParams] = useSearchParams();
  const query = boardQueryOf(params);
  const search = useVacancySearch(query);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasFilters = Boolean(
    query.q ||
    query.location ||
    query.minSalary ||
    query.currency ||
    query.workMode ||
    query.employmentType ||
    query.experienceLevel,
  );
  const firstPage = { ...query, page: undefined, after: undefined, before: undefined };
  // A new search or order starts again at page 1.
  const searchFor = (changes: BoardQuery) => setParams(boardParamsOf({ ...firstPage, ...changes }));
  const hrefOfPage = (target: PageTarget) => {
    // Page 1 is the search itself; other pages are reached from a neighbour's cursor.
    const pageParams = boardParamsOf(
      target.page === 1 ? firstPage : { ...firstPage, ...target, page: String(target.page) },
    ).toString();
    return pageParams ? `${paths.vacancies}?${pageParams}` : paths.vacancies;
  };

  return (
    <div className={`${container} max-w-5xl py-10`}>
      <PageHeader title={t('board.title')} lead={t('board.lead')} />
      <BoardSearchForm key={params.toString()} query={query} onSearch={searchFor} />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <ListSelect
          label={t('board.sort')}
          value={VACANCY_SORTS.find((sort) => sort === query.sort) ?? 'newest'}
          options={VACANCY_SORTS.map((sort) => ({ value: sort, label: t(`board.sorts.${sort}`) }))}
          onChange={(sort) => searchFor({ sort })}
        />
        {hasFilters ? (
          <Link to={paths.vacancies} className={textLink}>
            {t('board.clear')}
          </Link>
        ) : null}
      </div>
      <div className="mt-3">
        <SaveSearch key={params.toString()} query={query} />
      </div>
      <BoardResults
        search={search}
        hasFilters={hasFilters}
        hrefOfPage={hrefOfPage}
        headingRef={headingRef}
      />
    </div>
  );
}
