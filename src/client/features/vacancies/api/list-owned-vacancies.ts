import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { jobBoardKeys } from './job-board-keys';

export function listOwnedVacancies(options: { language: Language; signal?: AbortSignal }) {
  const request = apiClient(options.language).api.my.vacancies.$get(undefined, {
    init: { signal: options.signal },
  });
  return unwrap(request, options.signal);
}

export type OwnedVacancy = Awaited<ReturnType<typeof listOwnedVacancies>>['vacancies'][number];

export function ownedVacanciesQueryOptions(options: { language: Language }) {
  return queryOptions({
    queryKey: jobBoardKeys.owned(),
    queryFn: ({ signal }) => listOwnedVacancies({ language: options.language, signal }),
    staleTime: 0,
  });
}

/** The signed-in user's own vacancies, active first. */
export function useOwnedVacancies() {
  return useQuery(ownedVacanciesQueryOptions({ language: useLanguage() }));
}
