import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { SavedJobsQuery } from '../../../../shared/schemas/vacancies';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { jobBoardKeys, useForgetJobBoard } from './job-board-keys';
import type { VacancyView } from './vacancies-api';

export function listSavedJobs(
  query: SavedJobsQuery,
  call: { language: Language; signal?: AbortSignal },
) {
  const request = apiClient(call.language).api['saved-jobs'].$get(
    { query },
    { init: { signal: call.signal } },
  );
  return unwrap(request, call.signal);
}

export type SavedJob = Awaited<ReturnType<typeof listSavedJobs>>['savedJobs'][number];

/** The user's saved jobs, filtered and sorted by the server. */
export function useSavedJobs(query: Record<string, string>) {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: jobBoardKeys.savedJobs(query),
      queryFn: ({ signal }) => listSavedJobs(query, { language, signal }),
      staleTime: 0,
    }),
  );
}

/** The detail page's bookmark: saves or unsaves the vacancy; the button flips at once. */
export function useToggleSaved(vacancyId: string) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const forget = useForgetJobBoard();
  return useMutation({
    mutationFn: async (isSaved: boolean): Promise<{ isSaved: boolean }> => {
      const route = apiClient(language).api.vacancies[':id'].save;
      const param = { param: { id: vacancyId } };
      return isSaved ? unwrap(route.$put(param)) : unwrap(route.$delete(param));
    },
    onSuccess: ({ isSaved }) => {
      queryClient.setQueryData<VacancyView>(
        jobBoardKeys.vacancy(vacancyId),
        (view) => view && { ...view, viewer: { ...view.viewer, isSaved } },
      );
      void forget();
    },
  });
}

/** A saved-jobs card's remove button. */
export function useRemoveSavedJob() {
  const language = useLanguage();
  const forget = useForgetJobBoard();
  return useMutation({
    mutationFn: (savedJobId: string) =>
      unwrap(apiClient(language).api['saved-jobs'][':id'].$delete({ param: { id: savedJobId } })),
    onSuccess: () => void forget(),
  });
}
