import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type {
  AccountDeletionInput,
  PasswordChangeInput,
} from '../../../../shared/schemas/accounts';
import type { SessionResponse } from '../../../../shared/schemas/session';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { paths } from '../../../paths';

const ACCOUNT_QUERY_KEY = ['account'] as const;

/** What the signed-in account holds, counted: Delete account states it before asking. */
export function useAccountHoldings() {
  const language = useLanguage();
  return useQuery({
    queryKey: ACCOUNT_QUERY_KEY,
    queryFn: () => unwrap(apiClient(language).api.account.$get()),
    select: (data) => data.account,
  });
}

/** Changes the password; the server ends every other session and renews this one. */
export function useChangePassword() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (input: PasswordChangeInput) =>
      unwrap(apiClient(language).api.account.password.$post({ json: input })),
  });
}

/** Deletes the account for good, forgets everything cached and shows the landing page. */
export function useDeleteAccount() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: AccountDeletionInput) =>
      unwrap(apiClient(language).api.account.delete.$post({ json: input })),
    onSuccess: async () => {
      // As signing out does: leave the guarded page first, then forget the user.
      await navigate(paths.home, { flushSync: true, state: { accountDeleted: true } });
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0],
      });
      queryClient.setQueryData<SessionResponse>(SESSION_QUERY_KEY, { user: null });
    },
  });
}
