import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SavedSearchInput,
  SavedSearchUpdate,
} from '../../../../shared/schemas/saved-searches';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { jobBoardKeys } from './job-board-keys';

// Saved searches with alerts (issue 22): kept from the board, managed on the dashboard.

export function useSavedSearches() {
  const language = useLanguage();
  return useQuery({
    queryKey: jobBoardKeys.savedSearches(),
    queryFn: ({ signal }) => unwrap(apiClient(language).api['saved-searches'].$get(), signal),
  });
}

export type SavedSearch = NonNullable<
  ReturnType<typeof useSavedSearches>['data']
>['savedSearches'][number];

function useRefreshSavedSearches() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: jobBoardKeys.savedSearches() });
}

export function useSaveSearch() {
  const language = useLanguage();
  const refresh = useRefreshSavedSearches();
  return useMutation({
    mutationFn: (input: SavedSearchInput) =>
      unwrap(apiClient(language).api['saved-searches'].$post({ json: input })),
    onSuccess: () => void refresh(),
  });
}

export function useUpdateSavedSearch() {
  const language = useLanguage();
  const refresh = useRefreshSavedSearches();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: SavedSearchUpdate }) =>
      unwrap(
        apiClient(language).api['saved-searches'][':id'].$patch({
          param: { id },
          json: changes,
        }),
      ),
    onSuccess: () => void refresh(),
  });
}

export function useDeleteSavedSearch() {
  const language = useLanguage();
  const refresh = useRefreshSavedSearches();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(apiClient(language).api['saved-searches'][':id'].$delete({ param: { id } })),
    onSuccess: () => void refresh(),
  });
}
