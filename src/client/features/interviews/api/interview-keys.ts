import { useQueryClient } from '@tanstack/react-query';

const INTERVIEWS_KEY = 'interviews';

/** The query keys of the interviews' hooks; all start with INTERVIEWS_KEY, so one change forgets them all. */
export const interviewKeys = {
  all: () => [INTERVIEWS_KEY] as const,
  list: () => [INTERVIEWS_KEY, 'list'] as const,
  progress: () => [INTERVIEWS_KEY, 'progress'] as const,
  detail: (id: string) => [INTERVIEWS_KEY, 'detail', id] as const,
};

/** Forgets every cached interview (and the dashboard counts) after one changed. */
export function useForgetInterviews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: interviewKeys.all() }),
      queryClient.invalidateQueries({ queryKey: ['dashboard-stats'] }),
    ]);
}
