import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { StartInterviewInput } from '../../../../shared/schemas/interviews';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { useForgetInterviews } from './interview-keys';

export function startInterview(options: { input: StartInterviewInput; language: Language }) {
  return unwrap(apiClient(options.language).api.interviews.$post({ json: options.input }));
}

export function useStartInterview() {
  const language = useLanguage();
  const forget = useForgetInterviews();
  return useMutation({
    mutationFn: (input: StartInterviewInput) => startInterview({ input, language }),
    onSuccess: () => void forget(),
  });
}
