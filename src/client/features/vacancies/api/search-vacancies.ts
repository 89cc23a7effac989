import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { VacancySearchQuery } from '../../../../shared/schemas/vacancies';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { jobBoardKeys } from './job-board-keys';

export function searchVacancies(options: {
  query: VacancySearchQuery;
  language: Language;
  signal?: AbortSignal;
}) {
  const request = apiClient(options.language).api.vacancies.$get(
    { query: options.query },
    { init: { signal: options.signal } },
  );
  return unwrap(request, options.signal);
}

export type VacancySearchPage = Awaited<ReturnType<typeof searchVacancies>>;
export type VacancyListItem = VacancySearchPage['vacancies'][number];

export function vacancySearchQueryOptions(options: {
  query: Record<string, string>;
  language: Language;
}) {
  return queryOptions({
    queryKey: jobBoardKeys.search(options.query),
    queryFn: ({ signal }) =>
      searchVacancies({ query: options.query, language: options.language, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One page of the public board. The previous page stays on screen while the next one loads. */
export function useVacancySearch(query: Record<string, string>) {
  return useQuery(vacancySearchQueryOptions({ query, language: useLanguage() }));
}
