import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { PasswordResetRequestInput } from '../../../../shared/schemas/accounts';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

/** Asks for a reset email; the answer is the same whether or not the account exists. */
export function requestPasswordReset(input: PasswordResetRequestInput, language: Language) {
  return unwrap(apiClient(language).api.auth['password-reset-request'].$post({ json: input }));
}

export function useRequestPasswordReset() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (input: PasswordResetRequestInput) => requestPasswordReset(input, language),
  });
}
