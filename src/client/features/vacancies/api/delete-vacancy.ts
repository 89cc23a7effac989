import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { jobBoardKeys, useForgetJobBoard } from './job-board-keys';

export function deleteVacancy(options: { id: string; language: Language }) {
  return unwrap(
    apiClient(options.language).api.vacancies[':id'].$delete({ param: { id: options.id } }),
  );
}

export function useDeleteVacancy() {
  const language = useLanguage();
  const forget = useForgetJobBoard();
  return useMutation({
    mutationFn: (id: string) => deleteVacancy({ id, language }),
    onSuccess: (_, id) => void forget({ except: jobBoardKeys.vacancy(id) }),
  });
}
