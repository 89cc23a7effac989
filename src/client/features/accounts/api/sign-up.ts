import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { SignUpInput } from '../../../../shared/schemas/accounts';
import type { SessionResponse } from '../../../../shared/schemas/session';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { SESSION_QUERY_KEY } from '../../../lib/session';

export function signUp(input: SignUpInput, language: Language) {
  return unwrap(apiClient(language).api.auth['sign-up'].$post({ json: input }));
}

/** Creates the account; the server signs the new user in, so the session is cached at once. */
export function useSignUp() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpInput) => signUp(input, language),
    onSuccess: ({ user }) => {
      queryClient.setQueryData<SessionResponse>(SESSION_QUERY_KEY, { user });
    },
  });
}
