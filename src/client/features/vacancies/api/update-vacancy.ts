import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { VacancyFields } from '../../../../shared/schemas/vacancies';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { useForgetJobBoard } from './job-board-keys';

/** The edit form sends every field, checked like a new vacancy's. */
export function updateVacancy(options: { id: string; input: VacancyFields; language: Language }) {
  return unwrap(
    apiClient(options.language).api.vacancies[':id'].$patch({
      param: { id: options.id },
      json: options.input,
    }),
  );
}

export function useUpdateVacancy(id: string) {
  const language = useLanguage();
  const forget = useForgetJobBoard();
  return useMutation({
    mutationFn: (input: VacancyFields) => updateVacancy({ id, input, language }),
    onSuccess: () => void forget(),
  });
}
