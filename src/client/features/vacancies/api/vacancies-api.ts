import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type {
  VacancyFields,
  VacancySearchQuery,
  VacancyStatus,
} from '../../../../shared/schemas/vacancies';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { jobBoardKeys, useForgetJobBoard } from './job-board-keys';

interface Call {
  language: Language;
  signal?: AbortSignal;
}

export function searchVacancies(query: VacancySearchQuery, call: Call) {
  const request = apiClient(call.language).api.vacancies.$get(
    { query },
    { init: { signal: call.signal } },
  );
  return unwrap(request, call.signal);
}

export function getVacancy(id: string, call: Call) {
  const request = apiClient(call.language).api.vacancies[':id'].$get(
    { param: { id } },
    { init: { signal: call.signal } },
  );
  return unwrap(request, call.signal);
}

export function listOwnedVacancies(call: Call) {
  const request = apiClient(call.language).api.my.vacancies.$get(undefined, {
    init: { signal: call.signal },
  });
  return unwrap(request, call.signal);
}

export type VacancySearchPage = Awaited<ReturnType<typeof searchVacancies>>;
export type VacancyListItem = VacancySearchPage['vacancies'][number];
export type VacancyView = Awaited<ReturnType<typeof getVacancy>>;
export type VacancyDetail = VacancyView['vacancy'];
export type VacancyViewer = VacancyView['viewer'];
export type OwnedVacancy = Awaited<ReturnType<typeof listOwnedVacancies>>['vacancies'][number];

/** One page of the public board. The previous page stays on screen while the next one loads. */
export function useVacancySearch(query: Record<string, string>) {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: jobBoardKeys.search(query),
      queryFn: ({ signal }) => searchVacancies(query, { language, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/**
 * A vacancy with what the viewer may do with it. The answer depends on who asks, so a visit fetches
 * it again and it is dropped once the page is left (a new sign-in never sees the last visitor's
 * buttons). A guest's view is the exception: it is what the server rendered the page with, and it
 * stays until the session shows someone signed in (useViewerKnown), so a guest's visit asks once.
 */
export function useVacancy(id: string) {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: jobBoardKeys.vacancy(id),
      queryFn: ({ signal }) => getVacancy(id, { language, signal }),
      staleTime: (query) => (query.state.data?.viewer.isSignedIn === false ? Infinity : 0),
      gcTime: 0,
      enabled: id !== '',
    }),
  );
}

/** The signed-in user's own vacancies, active first. */
export function useOwnedVacancies() {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: jobBoardKeys.owned(),
      queryFn: ({ signal }) => listOwnedVacancies({ language, signal }),
      staleTime: 0,
    }),
  );
}

export function useCreateVacancy() {
  const language = useLanguage();
  const forget = useForgetJobBoard();
  return useMutation({
    mutationFn: (input: VacancyFields) =>
      unwrap(apiClient(language).api.vacancies.$post({ json: input })),
    onSuccess: () => void forget(),
  });
}

export function useUpdateVacancy(id: string) {
  const language = useLanguage();
  const forget = useForgetJobBoard();
  return useMutation({
    // The edit form sends every field, checked like a new vacancy's.
    mutationFn: (input: VacancyFields) =>
      unwrap(apiClient(language).api.vacancies[':id'].$patch({ param: { id }, json: input })),
    onSuccess: () => void forget(),
  });
}

/** The owner's activate/deactivate toggle. */
export function useSetVacancyStatus() {
  const language = useLanguage();
  const forget = useForgetJobBoard();
  return useMutation({
    mutationFn: (input: { id: string; status: VacancyStatus }) =>
      unwrap(
        apiClient(language).api.vacancies[':id'].status.$patch({
          param: { id: input.id },
          json: { status: input.status },
        }),
      ),
    onSuccess: () => void forget(),
  });
}

export function useDeleteVacancy() {
  const language = useLanguage();
  const forget = useForgetJobBoard();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(apiClient(language).api.vacancies[':id'].$delete({ param: { id } })),
    onSuccess: (_, id) => void forget({ except: jobBoardKeys.vacancy(id) }),
  });
}
