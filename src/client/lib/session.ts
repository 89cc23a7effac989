// Who is signed in, for every feature: the session query and its key (sign-in, sign-out and
// profile changes refresh it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../shared/language';
import { apiClient, unwrap } from './api-client';
import { useLanguage } from './i18n';

export const SESSION_QUERY_KEY = ['session'] as const;

export function getSession(options: { language: Language; signal?: AbortSignal }) {
  const call = apiClient(options.language).api.session.$get(undefined, {
    init: { signal: options.signal },
  });
  return unwrap(call, options.signal);
}

export function sessionQueryOptions(language: Language) {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getSession({ language, signal }),
  });
}

/** Who is signed in: data.user is the user, or null for a guest. */
export function useSession() {
  return useQuery(sessionQueryOptions(useLanguage()));
}
