import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { ApplicationStatus } from '../../../../shared/schemas/vacancies';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { jobBoardKeys, useForgetJobBoard } from './job-board-keys';
import type { VacancyView } from './vacancies-api';

interface Call {
  language: Language;
  signal?: AbortSignal;
}

export function listApplicants(vacancyId: string, call: Call) {
  const request = apiClient(call.language).api.vacancies[':id'].applications.$get(
    { param: { id: vacancyId } },
    { init: { signal: call.signal } },
  );
  return unwrap(request, call.signal);
}

export function listMyApplications(call: Call) {
  const request = apiClient(call.language).api.my.applications.$get(undefined, {
    init: { signal: call.signal },
  });
  return unwrap(request, call.signal);
}

export type ApplicantsView = Awaited<ReturnType<typeof listApplicants>>;
export type Applicant = ApplicantsView['applications'][number];
export type OwnApplication = Awaited<ReturnType<typeof listMyApplications>>['applications'][number];

/** The owner's View Applications page. */
export function useApplicants(vacancyId: string) {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: jobBoardKeys.applicants(vacancyId),
      queryFn: ({ signal }) => listApplicants(vacancyId, { language, signal }),
      staleTime: 0,
      enabled: vacancyId !== '',
    }),
  );
}

/** The applicant's own applications, newest first. */
export function useMyApplications() {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: jobBoardKeys.myApplications(),
      queryFn: ({ signal }) => listMyApplications({ language, signal }),
      staleTime: 0,
    }),
  );
}

/** Applies to the vacancy; its page shows the application at once. */
export function useApply(vacancyId: string) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const forget = useForgetJobBoard();
  return useMutation({
    mutationFn: (input: { coverLetter: string | null }) =>
      unwrap(
        apiClient(language).api.vacancies[':id'].applications.$post({
          param: { id: vacancyId },
          json: input,
        }),
      ),
    onSuccess: ({ application }) => {
      const { id, status, appliedAt } = application;
      queryClient.setQueryData<VacancyView>(
        jobBoardKeys.vacancy(vacancyId),
        (view) =>
          view && { ...view, viewer: { ...view.viewer, application: { id, status, appliedAt } } },
      );
      void forget();
    },
  });
}

/** The owner moves an application along the pipeline. */
export function useSetApplicationStatus() {
  const language = useLanguage();
  const forget = useForgetJobBoard();
  return useMutation({
    mutationFn: (input: { id: string; status: ApplicationStatus }) =>
      unwrap(
        apiClient(language).api.applications[':id'].$patch({
          param: { id: input.id },
          json: { status: input.status },
        }),
      ),
    onSuccess: () => void forget(),
  });
}
