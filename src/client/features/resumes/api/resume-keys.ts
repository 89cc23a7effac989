import { useQueryClient } from '@tanstack/react-query';

const RESUMES_KEY = 'resumes';

/** The query keys of the resumes' hooks. */
export const resumeKeys = {
  list: () => [RESUMES_KEY, 'list'] as const,
  detail: (id: string) => [RESUMES_KEY, 'detail', id] as const,
};

/** Forgets the list and the dashboard counts after a resume was added or removed. */
export function useForgetResumes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: resumeKeys.list() }),
      queryClient.invalidateQueries({ queryKey: ['dashboard-stats'] }),
    ]);
}
