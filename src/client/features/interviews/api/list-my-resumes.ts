import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

/** The user's resumes from the Resume Builder, to base an interview on one. */
export function listMyResumes(options: { language: Language; signal?: AbortSignal }) {
  const call = apiClient(options.language).api.resumes.$get(
    {},
    { init: { signal: options.signal } },
  );
  return unwrap(call, options.signal);
}

export type MyResume = Awaited<ReturnType<typeof listMyResumes>>['resumes'][number];

export function useMyResumes() {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      // Under the Resume Builder's list key: an upload or a deletion there refreshes it.
      queryKey: ['resumes', 'list', 'for-interview'],
      queryFn: ({ signal }) => listMyResumes({ language, signal }),
    }),
  );
}
