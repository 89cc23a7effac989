import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { ApplicationStatus } from '../../../../shared/schemas/vacancies';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { useForgetJobBoard } from './job-board-keys';

export function setApplicationStatus(options: {
  id: string;
  status: ApplicationStatus;
  language: Language;
}) {
  return unwrap(
    apiClient(options.language).api.applications[':id'].$patch({
      param: { id: options.id },
      json: { status: options.status },
    }),
  );
}

/** The owner moves an application along the pipeline. */
export function useSetApplicationStatus() {
  const language = useLanguage();
  const forget = useForgetJobBoard();
  return useMutation({
    mutationFn: (input: { id: string; status: ApplicationStatus }) =>
      setApplicationStatus({ ...input, language }),
    onSuccess: () => void forget(),
  });
}
