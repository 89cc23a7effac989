import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { NewsletterConfirmInput } from '../../../../shared/schemas/landing';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

export function confirmNewsletter(input: NewsletterConfirmInput, language: Language) {
  return unwrap(apiClient(language).api.newsletter.confirm.$post({ json: input }));
}

export function useConfirmNewsletter() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (input: NewsletterConfirmInput) => confirmNewsletter(input, language),
  });
}
