import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { FeedbackCreated, FeedbackInput } from '../../../../shared/schemas/landing';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

export function sendFeedback(input: FeedbackInput, language: Language) {
  return apiRequest<FeedbackCreated>('/api/feedbacks', { method: 'POST', body: input, language });
}

export function useSendFeedback() {
  const language = useLanguage();
  return useMutation({ mutationFn: (input: FeedbackInput) => sendFeedback(input, language) });
}
