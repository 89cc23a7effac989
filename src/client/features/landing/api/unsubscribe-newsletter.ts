import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { NewsletterUnsubscribeQuery } from '../../../../shared/schemas/landing';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

export function unsubscribeNewsletter(query: NewsletterUnsubscribeQuery, language: Language) {
  return unwrap(apiClient(language).api.newsletter.unsubscribe.$post({ query }));
}

export function useUnsubscribeNewsletter() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (query: NewsletterUnsubscribeQuery) => unsubscribeNewsletter(query, language),
  });
}
