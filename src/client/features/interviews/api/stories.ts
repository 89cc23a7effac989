import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { StoryInput, StoryUpdate } from '../../../../shared/schemas/stories';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { interviewKeys } from './interview-keys';

// The story bank (issue 21): the user's best answers, kept to start a draft from.

const storiesKey = () => [...interviewKeys.all(), 'stories'] as const;

export function listStories(options: { language: Language; signal?: AbortSignal }) {
  const call = apiClient(options.language).api.stories.$get(
    {},
    { init: { signal: options.signal } },
  );
  return unwrap(call, options.signal);
}

export type Story = Awaited<ReturnType<typeof listStories>>['stories'][number];

export function useStories() {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: storiesKey(),
      queryFn: ({ signal }) => listStories({ language, signal }),
    }),
  );
}

function useForgetStories() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: storiesKey() });
}

export function useSaveStory() {
  const language = useLanguage();
  const forget = useForgetStories();
  return useMutation({
    mutationFn: (input: StoryInput) =>
      unwrap(apiClient(language).api.stories.$post({ json: input })),
    onSuccess: () => void forget(),
  });
}

export function useUpdateStory() {
  const language = useLanguage();
  const forget = useForgetStories();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: StoryUpdate }) =>
      unwrap(apiClient(language).api.stories[':id'].$patch({ param: { id }, json: update })),
    onSuccess: () => void forget(),
  });
}

export function useDeleteStory() {
  const language = useLanguage();
  const forget = useForgetStories();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(apiClient(language).api.stories[':id'].$delete({ param: { id } })),
    onSuccess: () => void forget(),
  });
}
