import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { jobBoardKeys } from './job-board-keys';

export function listMyApplications(options: { language: Language; signal?: AbortSignal }) {
  const request = apiClient(options.language).api.my.applications.$get(undefined, {
    init: { signal: options.signal },
  });
  return unwrap(request, options.signal);
}

export type OwnApplication = Awaited<ReturnType<typeof listMyApplications>>['applications'][number];

export function myApplicationsQueryOptions(options: { language: Language }) {
  return queryOptions({
    queryKey: jobBoardKeys.myApplications(),
    queryFn: ({ signal }) => listMyApplications({ language: options.language, signal }),
    staleTime: 0,
  });
}

/** The applicant's own applications, newest first. */
export function useMyApplications() {
  return useQuery(myApplicationsQueryOptions({ language: useLanguage() }));
}
