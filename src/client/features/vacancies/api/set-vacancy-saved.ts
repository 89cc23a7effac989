import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import type { VacancyView } from './get-vacancy';
import { jobBoardKeys, useForgetJobBoard } from './job-board-keys';

/** Saves the vacancy (PUT) or unsaves it (DELETE): the one bookmark resource, both ways. */
export async function setVacancySaved(options: {
  vacancyId: string;
  isSaved: boolean;
  language: Language;
}): Promise<{ isSaved: boolean }> {
  const route = apiClient(options.language).api.vacancies[':id'].save;
  const param = { param: { id: options.vacancyId } };
  return options.isSaved ? unwrap(route.$put(param)) : unwrap(route.$delete(param));
}

/** The detail page's bookmark: saves or unsaves the vacancy; the button flips at once. */
export function useToggleSaved(vacancyId: string) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const forget = useForgetJobBoard();
  return useMutation({
    mutationFn: (isSaved: boolean) => setVacancySaved({ vacancyId, isSaved, language }),
    onSuccess: ({ isSaved }) => {
      queryClient.setQueryData<VacancyView>(
        jobBoardKeys.vacancy(vacancyId),
        (view) => view && { ...view, viewer: { ...view.viewer, isSaved } },
      );
      void forget();
    },
  });
}
