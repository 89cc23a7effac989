import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

export function getDashboardStats(options: { language: Language; signal?: AbortSignal }) {
  const call = apiClient(options.language).api.dashboard.stats.$get(undefined, {
    init: { signal: options.signal },
  });
  return unwrap(call, options.signal);
}

/** Completed interviews, resumes, available vacancies and saved jobs, counted by the server. */
export type DashboardStats = Awaited<ReturnType<typeof getDashboardStats>>['stats'];

export function dashboardStatsQueryOptions(options: { language: Language; userId: string }) {
  return queryOptions({
    // Keyed by user, so one person's counts are never shown to the next one to sign in here.
    queryKey: ['dashboard-stats', options.userId],
    queryFn: ({ signal }) => getDashboardStats({ language: options.language, signal }),
    // The counts change with every interview, resume and saved job: check again on each visit.
    staleTime: 0,
  });
}

export function useDashboardStats(userId: string) {
  return useQuery(dashboardStatsQueryOptions({ language: useLanguage(), userId }));
}
