import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { SavedJobsQuery } from '../../../../shared/schemas/vacancies';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { jobBoardKeys } from './job-board-keys';

export function listSavedJobs(options: {
  query: SavedJobsQuery;
  language: Language;
  signal?: AbortSignal;
}) {
  const request = apiClient(options.language).api['saved-jobs'].$get(
    { query: options.query },
    { init: { signal: options.signal } },
  );
  return unwrap(request, options.signal);
}

export type SavedJob = Awaited<ReturnType<typeof listSavedJobs>>['savedJobs'][number];

export function savedJobsQueryOptions(options: {
  query: Record<string, string>;
  language: Language;
}) {
  return queryOptions({
    queryKey: jobBoardKeys.savedJobs(options.query),
    queryFn: ({ signal }) =>
      listSavedJobs({ query: options.query, language: options.language, signal }),
    staleTime: 0,
  });
}

/** The user's saved jobs, filtered and sorted by the server. */
export function useSavedJobs(query: Record<string, string>) {
  return useQuery(savedJobsQueryOptions({ query, language: useLanguage() }));
}
