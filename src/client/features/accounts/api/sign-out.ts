import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Language } from '../../../../shared/language';
import type { SessionResponse } from '../../../../shared/schemas/session';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { paths } from '../../../paths';
import { SESSION_QUERY_KEY } from '../../../lib/session';

export function signOut(language: Language) {
  return unwrap(apiClient(language).api.auth['sign-out'].$post());
}

/** Ends the session, forgets the user's cached data and shows the landing page as a guest. */
export function useSignOut() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => signOut(language),
    onSuccess: async () => {
      // Leave protected pages first, and render the landing page at once (flushSync): were the
      // session cleared while a guarded page is still on screen, its guard would send the user to
      // /signin instead of home.
      await navigate(paths.home, { flushSync: true });
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0],
      });
      queryClient.setQueryData<SessionResponse>(SESSION_QUERY_KEY, { user: null });
    },
  });
}
