import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { resumeKeys } from './resume-keys';

export function listResumes(options: { language: Language; signal?: AbortSignal }) {
  const call = apiClient(options.language).api.resumes.$get(undefined, {
    init: { signal: options.signal },
  });
  return unwrap(call, options.signal);
}

export type ResumeListItem = Awaited<ReturnType<typeof listResumes>>['resumes'][number];

export function resumesQueryOptions(options: { language: Language }) {
  return queryOptions({
    queryKey: resumeKeys.list(),
    queryFn: ({ signal }) => listResumes({ language: options.language, signal }),
    staleTime: 0,
  });
}

/** The signed-in user's resumes, newest first. */
export function useResumes() {
  return useQuery(resumesQueryOptions({ language: useLanguage() }));
}
