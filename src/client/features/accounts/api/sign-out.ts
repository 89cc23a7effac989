import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { SessionResponse } from '../../../../shared/schemas/session';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { SESSION_QUERY_KEY } from './get-session';

// Assumption until accounts land: the auth library's default sign-out endpoint.
const SIGN_OUT_PATH = '/api/auth/sign-out';

export function signOut(language: Language) {
  return apiRequest<unknown>(SIGN_OUT_PATH, { method: 'POST', body: {}, language });
}

/** Ends the session, then shows the interface as a guest. */
export function useSignOut() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signOut(language),
    onSuccess: () => {
      queryClient.setQueryData<SessionResponse>(SESSION_QUERY_KEY, { user: null });
      return queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
