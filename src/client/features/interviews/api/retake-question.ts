import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { useForgetInterviews } from './interview-keys';

/** Answers a question again ("Try again"): the new attempt with its feedback, and all of them. */
export function retakeQuestion(options: {
  id: string;
  order: number;
  answer: string;
  language: Language;
}) {
  return unwrap(
    apiClient(options.language).api.interviews[':id'].questions[':order'].attempts.$post({
      param: { id: options.id, order: String(options.order) },
      json: { answer: options.answer },
    }),
  );
}

export type RetakeResult = Awaited<ReturnType<typeof retakeQuestion>>;

export function useRetakeQuestion(id: string) {
  const language = useLanguage();
  const forget = useForgetInterviews();
  return useMutation({
    mutationFn: (input: { order: number; answer: string }) =>
      retakeQuestion({ id, ...input, language }),
    onSuccess: () => void forget(),
  });
}

/** Rewrites a finished interview's assessment with each question's best attempt. */
export function reassessInterview(options: { id: string; language: Language }) {
  return unwrap(
    apiClient(options.language).api.interviews[':id'].assessment.$post({
      param: { id: options.id },
    }),
  );
}

export function useReassessInterview(id: string) {
  const language = useLanguage();
  const forget = useForgetInterviews();
  return useMutation({
    mutationFn: () => reassessInterview({ id, language }),
    // Read again before the page shows the new score (TanStack awaits this).
    onSuccess: async () => {
      await forget();
    },
  });
}

/** Answers the coach's follow-up on a question: that question's feedback, rewritten for the whole. */
export function answerFollowUp(options: {
  id: string;
  order: number;
  answer: string;
  language: Language;
}) {
  return unwrap(
    apiClient(options.language).api.interviews[':id'].questions[':order']['follow-up'].$post({
      param: { id: options.id, order: String(options.order) },
      json: { answer: options.answer },
    }),
  );
}

export function useAnswerFollowUp(id: string) {
  const language = useLanguage();
  const forget = useForgetInterviews();
  return useMutation({
    mutationFn: (input: { order: number; answer: string }) =>
      answerFollowUp({ id, ...input, language }),
    // Read again, so the evidence under the feedback is the whole answer's, the follow-up's with
    // it (a new user's walk, thirty-second session: the first answer's was still shown).
    onSuccess: () => void forget(),
  });
}

/** Skips the coach's follow-up on a question: no page offers it again, in this tab or another. */
export function skipFollowUp(options: { id: string; order: number; language: Language }) {
  return unwrap(
    apiClient(options.language).api.interviews[':id'].questions[':order']['follow-up'].skip.$post({
      param: { id: options.id, order: String(options.order) },
    }),
  );
}

/** Finishes an interview before its last question: the answers so far are assessed. */
export function finishInterviewEarly(options: { id: string; language: Language }) {
  return unwrap(
    apiClient(options.language).api.interviews[':id'].finish.$post({
      param: { id: options.id },
    }),
  );
}

export function useFinishEarly(id: string) {
  const language = useLanguage();
  const forget = useForgetInterviews();
  return useMutation({
    mutationFn: () => finishInterviewEarly({ id, language }),
    onSuccess: async () => {
      await forget();
    },
  });
}
