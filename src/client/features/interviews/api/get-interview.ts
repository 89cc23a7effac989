import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { interviewKeys } from './interview-keys';

export function getInterview(options: { id: string; language: Language; signal?: AbortSignal }) {
  const call = apiClient(options.language).api.interviews[':id'].$get(
    { param: { id: options.id } },
    { init: { signal: options.signal } },
  );
  return unwrap(call, options.signal);
}

export type InterviewDetail = Awaited<ReturnType<typeof getInterview>>['interview'];

export function interviewQueryOptions(options: { id: string; language: Language }) {
  return queryOptions({
    queryKey: interviewKeys.detail(options.id),
    queryFn: ({ signal }) => getInterview({ id: options.id, language: options.language, signal }),
    staleTime: 0,
    enabled: options.id !== '',
  });
}

/** One interview with its questions, answers and feedback, as stored now. */
export function useInterview(id: string) {
  return useQuery(interviewQueryOptions({ id, language: useLanguage() }));
}
