import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { interviewKeys } from './interview-keys';

export function listInterviews(options: { language: Language; signal?: AbortSignal }) {
  const call = apiClient(options.language).api.interviews.$get(undefined, {
    init: { signal: options.signal },
  });
  return unwrap(call, options.signal);
}

export type InterviewSummary = Awaited<ReturnType<typeof listInterviews>>['interviews'][number];

export function interviewsQueryOptions(options: { language: Language }) {
  return queryOptions({
    queryKey: interviewKeys.list(),
    queryFn: ({ signal }) => listInterviews({ language: options.language, signal }),
    staleTime: 0,
  });
}

/** The signed-in user's interviews, newest first. */
export function useInterviews() {
  return useQuery(interviewsQueryOptions({ language: useLanguage() }));
}
