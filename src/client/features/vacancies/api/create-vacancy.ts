import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { VacancyFields } from '../../../../shared/schemas/vacancies';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { useForgetJobBoard } from './job-board-keys';

export function createVacancy(options: { input: VacancyFields; language: Language }) {
  return unwrap(apiClient(options.language).api.vacancies.$post({ json: options.input }));
}

export function useCreateVacancy() {
  const language = useLanguage();
  const forget = useForgetJobBoard();
  return useMutation({
    mutationFn: (input: VacancyFields) => createVacancy({ input, language }),
    onSuccess: () => void forget(),
  });
}
