import { useMutation } from '@tanstack/react-query';
import type { TryAnswerInput, TryQuestionInput } from '../../../../shared/schemas/try-question';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

type QuestionRequest = Omit<TryQuestionInput, 'jobDescription' | 'turn'> &
  Partial<Pick<TryQuestionInput, 'jobDescription' | 'turn'>>;

/** The coach's trial question for a job (no account needed). */
export function useTrialQuestion() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (input: QuestionRequest) =>
      unwrap(apiClient(language).api.try.question.$post({ json: input })),
  });
}

/** The coach's feedback on a trial answer, with its evidence. */
export function useTrialAnswer() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (input: QuestionRequest & Pick<TryAnswerInput, 'answer'>) =>
      unwrap(apiClient(language).api.try.answer.$post({ json: input })),
  });
}
