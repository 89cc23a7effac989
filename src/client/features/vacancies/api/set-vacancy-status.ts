import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { VacancyStatus } from '../../../../shared/schemas/vacancies';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { useForgetJobBoard } from './job-board-keys';

export function setVacancyStatus(options: {
  id: string;
  status: VacancyStatus;
  language: Language;
}) {
  return unwrap(
    apiClient(options.language).api.vacancies[':id'].status.$patch({
      param: { id: options.id },
      json: { status: options.status },
    }),
  );
}

/** The owner's activate/deactivate toggle. */
export function useSetVacancyStatus() {
  const language = useLanguage();
  const forget = useForgetJobBoard();
  return useMutation({
    mutationFn: (input: { id: string; status: VacancyStatus }) =>
      setVacancyStatus({ ...input, language }),
    onSuccess: () => void forget(),
  });
}
