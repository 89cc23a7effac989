import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { jobBoardKeys } from './job-board-keys';

export function listApplicants(options: {
  vacancyId: string;
  language: Language;
  signal?: AbortSignal;
}) {
  const request = apiClient(options.language).api.vacancies[':id'].applications.$get(
    { param: { id: options.vacancyId } },
    { init: { signal: options.signal } },
  );
  return unwrap(request, options.signal);
}

export type ApplicantsView = Awaited<ReturnType<typeof listApplicants>>;
export type Applicant = ApplicantsView['applications'][number];

export function applicantsQueryOptions(options: { vacancyId: string; language: Language }) {
  return queryOptions({
    queryKey: jobBoardKeys.applicants(options.vacancyId),
    queryFn: ({ signal }) =>
      listApplicants({ vacancyId: options.vacancyId, language: options.language, signal }),
    staleTime: 0,
    enabled: options.vacancyId !== '',
  });
}

/** The owner's View Applications page. */
export function useApplicants(vacancyId: string) {
  return useQuery(applicantsQueryOptions({ vacancyId, language: useLanguage() }));
}
