import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { resumeKeys } from './resume-keys';

export function getResume(options: { id: string; language: Language; signal?: AbortSignal }) {
  const call = apiClient(options.language).api.resumes[':id'].$get(
    { param: { id: options.id } },
    { init: { signal: options.signal } },
  );
  return unwrap(call, options.signal);
}

export type ResumeDetail = Awaited<ReturnType<typeof getResume>>['resume'];

export function resumeQueryOptions(options: { id: string; language: Language }) {
  return queryOptions({
    queryKey: resumeKeys.detail(options.id),
    queryFn: ({ signal }) => getResume({ id: options.id, language: options.language, signal }),
    // A stored report never changes: once loaded it stays.
    staleTime: Infinity,
  });
}

/** One resume with its match report; fetched only when `isEnabled` (the report is opened). */
export function useResume(id: string, isEnabled: boolean) {
  return useQuery({
    ...resumeQueryOptions({ id, language: useLanguage() }),
    enabled: isEnabled,
  });
}
