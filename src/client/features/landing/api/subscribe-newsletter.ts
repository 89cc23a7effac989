import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { NewsletterInput, NewsletterSubscribed } from '../../../../shared/schemas/landing';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

export function subscribeNewsletter(input: NewsletterInput, language: Language) {
  return apiRequest<NewsletterSubscribed>('/api/newsletter', {
    method: 'POST',
    body: input,
    language,
  });
}

export function useSubscribeNewsletter() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (input: NewsletterInput) => subscribeNewsletter(input, language),
  });
}
