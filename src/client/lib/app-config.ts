import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../shared/language';
import { apiClient, unwrap } from './api-client';
import { useLanguage } from './i18n';

export const APP_CONFIG_QUERY_KEY = ['app-config'] as const;

/** What this server offers that the interface has to know about (e.g. Google sign-in). */
export function getAppConfig(options: { language: Language; signal?: AbortSignal }) {
  const call = apiClient(options.language).api.config.$get(undefined, {
    init: { signal: options.signal },
  });
  return unwrap(call, options.signal);
}

export function appConfigQueryOptions(language: Language) {
  return queryOptions({
    queryKey: APP_CONFIG_QUERY_KEY,
    queryFn: ({ signal }) => getAppConfig({ language, signal }),
    // Set by the operator at start-up; it does not change while the page is open.
    staleTime: Infinity,
  });
}

export function useAppConfig() {
  return useQuery(appConfigQueryOptions(useLanguage()));
}
