import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { NewsletterInput } from '../../../../shared/schemas/landing';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

export function subscribeNewsletter(input: NewsletterInput, language: Language) {
  return unwrap(apiClient(language).api.newsletter.$post({ json: input }));
}

export function useSubscribeNewsletter() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (input: NewsletterInput) => subscribeNewsletter(input, language),
  });
}
