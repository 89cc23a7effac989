import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { PasswordResetInput } from '../../../../shared/schemas/accounts';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

/** Sets a new password with the token from the reset email. */
export function resetPassword(input: PasswordResetInput, language: Language) {
  return unwrap(apiClient(language).api.auth['password-reset'].$post({ json: input }));
}

export function useResetPassword() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (input: PasswordResetInput) => resetPassword(input, language),
  });
}
