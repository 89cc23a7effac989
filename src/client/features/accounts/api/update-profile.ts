import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { ProfileInput } from '../../../../shared/schemas/accounts';
import type { SessionResponse } from '../../../../shared/schemas/session';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { SESSION_QUERY_KEY } from '../../../lib/session';

export function updateProfile(input: ProfileInput, language: Language) {
  return unwrap(apiClient(language).api.profile.$patch({ json: input }));
}

/** Saves the signed-in user's name, country and LinkedIn address; the session shows them at once. */
export function useUpdateProfile() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => updateProfile(input, language),
    onSuccess: ({ user }) => {
      queryClient.setQueryData<SessionResponse>(SESSION_QUERY_KEY, { user });
    },
  });
}
