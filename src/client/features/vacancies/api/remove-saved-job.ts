import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { useForgetJobBoard } from './job-board-keys';

export function removeSavedJob(options: { savedJobId: string; language: Language }) {
  return unwrap(
    apiClient(options.language).api['saved-jobs'][':id'].$delete({
      param: { id: options.savedJobId },
    }),
  );
}

/** A saved-jobs card's remove button. */
export function useRemoveSavedJob() {
  const language = useLanguage();
  const forget = useForgetJobBoard();
  return useMutation({
    mutationFn: (savedJobId: string) => removeSavedJob({ savedJobId, language }),
    onSuccess: () => void forget(),
  });
}
