import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { jobBoardKeys } from './job-board-keys';

/** The applicant's Resume Builder resumes, newest first, to attach one to an application. */
export function useMyResumes() {
  const language = useLanguage();
  return useQuery({
    queryKey: jobBoardKeys.myResumes(),
    queryFn: ({ signal }) => unwrap(apiClient(language).api.resumes.$get(), signal),
  });
}

export type MyResume = NonNullable<ReturnType<typeof useMyResumes>['data']>['resumes'][number];
