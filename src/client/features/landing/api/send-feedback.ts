import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { FeedbackInput } from '../../../../shared/schemas/landing';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

export function sendFeedback(input: FeedbackInput, language: Language) {
  return unwrap(apiClient(language).api.feedbacks.$post({ json: input }));
}

export function useSendFeedback() {
  const language = useLanguage();
  return useMutation({ mutationFn: (input: FeedbackInput) => sendFeedback(input, language) });
}
