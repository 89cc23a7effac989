import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { interviewKeys } from './interview-keys';

export function getProgress(options: { language: Language; signal?: AbortSignal }) {
  const call = apiClient(options.language).api.interviews.progress.$get(undefined, {
    init: { signal: options.signal },
  });
  return unwrap(call, options.signal);
}

export type Progress = Awaited<ReturnType<typeof getProgress>>;

export function progressQueryOptions(options: { language: Language }) {
  return queryOptions({
    queryKey: interviewKeys.progress(),
    queryFn: ({ signal }) => getProgress({ language: options.language, signal }),
    staleTime: 0,
  });
}

/** The signed-in user's completed interviews over time and their most frequent gaps. */
export function useProgress() {
  return useQuery(progressQueryOptions({ language: useLanguage() }));
}
