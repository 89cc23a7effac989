import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { SignInInput } from '../../../../shared/schemas/accounts';
import type { SessionResponse } from '../../../../shared/schemas/session';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { SESSION_QUERY_KEY } from '../../../lib/session';

export function signIn(input: SignInInput, language: Language) {
  return unwrap(apiClient(language).api.auth['sign-in'].$post({ json: input }));
}

/** Signs in with email and password; the session cookie is set and the user cached at once. */
export function useSignIn() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => signIn(input, language),
    onSuccess: ({ user }) => {
      queryClient.setQueryData<SessionResponse>(SESSION_QUERY_KEY, { user });
    },
  });
}
