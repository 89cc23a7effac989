import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import type { VacancyView } from './get-vacancy';
import { jobBoardKeys, useForgetJobBoard } from './job-board-keys';

export interface ApplyInput {
  coverLetter: string | null;
}

export function applyToVacancy(options: {
  vacancyId: string;
  input: ApplyInput;
  language: Language;
}) {
  return unwrap(
    apiClient(options.language).api.vacancies[':id'].applications.$post({
      param: { id: options.vacancyId },
      json: options.input,
    }),
  );
}

/** Applies to the vacancy; its page shows the application at once. */
export function useApply(vacancyId: string) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const forget = useForgetJobBoard();
  return useMutation({
    mutationFn: (input: ApplyInput) => applyToVacancy({ vacancyId, input, language }),
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
