import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { jobBoardKeys } from './job-board-keys';

export function getVacancy(options: { id: string; language: Language; signal?: AbortSignal }) {
  const request = apiClient(options.language).api.vacancies[':id'].$get(
    { param: { id: options.id } },
    { init: { signal: options.signal } },
  );
  return unwrap(request, options.signal);
}

export type VacancyView = Awaited<ReturnType<typeof getVacancy>>;
export type VacancyDetail = VacancyView['vacancy'];
export type VacancyViewer = VacancyView['viewer'];

/**
 * A vacancy with what the viewer may do with it. The answer depends on who asks, so a visit fetches
 * it again and it is dropped once the page is left (a new sign-in never sees the last visitor's
 * buttons). A guest's view is the exception: it is what the server rendered the page with, and it
 * stays until the session shows someone signed in (useViewerKnown), so a guest's visit asks once.
 */
export function vacancyQueryOptions(options: { id: string; language: Language }) {
  return queryOptions({
    queryKey: jobBoardKeys.vacancy(options.id),
    queryFn: ({ signal }) => getVacancy({ id: options.id, language: options.language, signal }),
    staleTime: (query) => (query.state.data?.viewer.isSignedIn === false ? Infinity : 0),
    gcTime: 0,
    enabled: options.id !== '',
  });
}

export function useVacancy(id: string) {
  return useQuery(vacancyQueryOptions({ id, language: useLanguage() }));
}

export function getClosedVacancy(options: {
  id: string;
  language: Language;
  signal?: AbortSignal;
}) {
  const request = apiClient(options.language).api.vacancies[':id'].closed.$get(
    { param: { id: options.id } },
    { init: { signal: options.signal } },
  );
  return unwrap(request, options.signal);
}

export type ClosedVacancyView = Awaited<ReturnType<typeof getClosedVacancy>>;

/** What a vacancy that is no longer open was, asked for only once its own page is not found. */
export function useClosedVacancy(id: string, options: { enabled: boolean }) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...jobBoardKeys.vacancy(id), 'closed'],
    queryFn: ({ signal }) => getClosedVacancy({ id, language, signal }),
    enabled: options.enabled && id !== '',
    retry: false,
  });
}
