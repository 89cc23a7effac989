import { type QueryKey, useQueryClient } from '@tanstack/react-query';

// Every job-board query starts with JOB_BOARD_KEY, so one change (a save, an application, a
// status) can forget them all: the lists overlap (a vacancy shows on the board, on the owner's
// list, on saved cards and on applications), and reloading them is cheaper than reasoning which.

export const JOB_BOARD_KEY = 'job-board';
/** The dashboard's counts (available vacancies, jobs saved) move with the job board. */
const DASHBOARD_STATS_KEY = 'dashboard-stats';

export const jobBoardKeys = {
  search: (search: Record<string, string>) => [JOB_BOARD_KEY, 'search', search] as const,
  vacancy: (id: string) => [JOB_BOARD_KEY, 'vacancy', id] as const,
  owned: () => [JOB_BOARD_KEY, 'owned'] as const,
  applicants: (vacancyId: string) => [JOB_BOARD_KEY, 'applicants', vacancyId] as const,
  savedJobs: (listing: Record<string, string>) => [JOB_BOARD_KEY, 'saved-jobs', listing] as const,
  myApplications: () => [JOB_BOARD_KEY, 'my-applications'] as const,
  /** The applicant's Resume Builder resumes, offered in the application form. */
  myResumes: () => [JOB_BOARD_KEY, 'my-resumes'] as const,
  savedSearches: () => [JOB_BOARD_KEY, 'saved-searches'] as const,
  /** The seeker's tracker: their own applications and the board's (issue 38). */
  tracker: () => [JOB_BOARD_KEY, 'tracker'] as const,
};

const isSameKey = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Forgets every cached job-board answer and the dashboard counts after a change. `except` keeps
 * one query as it is (a deleted vacancy's page, which must not reload into "not found").
 */
export function useForgetJobBoard() {
  const queryClient = useQueryClient();
  return (options: { except?: QueryKey } = {}) =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: [JOB_BOARD_KEY],
        predicate: (query) => !options.except || !isSameKey(query.queryKey, options.except),
      }),
      queryClient.invalidateQueries({ queryKey: [DASHBOARD_STATS_KEY] }),
    ]);
}
