import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import {
  type AnswerInput,
  type AnswerOutcome,
  answerOutcomeSchema,
  feedbackEndSchema,
  streamTextSchema,
} from '../../../../shared/schemas/interviews';
import {
  ApiError,
  NetworkError,
  apiClient,
  apiErrorOf,
  streamEvents,
  unwrap,
} from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { useForgetInterviews } from './interview-keys';

export type { AnswerOutcome };

export function submitAnswer(options: { id: string; input: AnswerInput; language: Language }) {
  return unwrap(
    apiClient(options.language).api.interviews[':id'].answers.$post({
      param: { id: options.id },
      json: options.input,
    }),
  );
}

/** What the page does with the coach's words as they arrive. */
export interface AnswerStreamHandlers {
  /** The next piece of the feedback. */
  onFeedback?: (text: string) => void;
  /** The feedback as stored: what streamed, or the fallback when the coach failed midway. */
  onFeedbackEnd?: (result: { feedback: string | null; feedbackFailed: boolean }) => void;
  /** The next piece of the final assessment (after the last answer). */
  onAssessment?: (text: string) => void;
}

/**
 * Sends an answer and follows the coach's reply as it is written. Resolves with the same outcome
 * as `submitAnswer`; a connection that drops before the end is a NetworkError, and sending the
 * same answer again gets the stored result.
 */
export async function streamAnswer(options: {
  id: string;
  input: AnswerInput;
  language: Language;
  handlers?: AnswerStreamHandlers;
}): Promise<AnswerOutcome> {
  const { handlers = {} } = options;
  const call = apiClient(options.language).api.interviews[':id'].answers.stream.$post({
    param: { id: options.id },
    json: options.input,
  });
  for await (const { event, data } of streamEvents(call)) {
    const payload: unknown = JSON.parse(data);
    if (event === 'feedback') handlers.onFeedback?.(streamTextSchema.parse(payload).text);
    else if (event === 'feedback-end') handlers.onFeedbackEnd?.(feedbackEndSchema.parse(payload));
    else if (event === 'assessment') handlers.onAssessment?.(streamTextSchema.parse(payload).text);
    else if (event === 'done') return answerOutcomeSchema.parse(payload);
    else if (event === 'error') throw apiErrorOf(payload, 500);
  }
  throw new NetworkError(new Error('The stream ended before the answer was done.'));
}

/** Sends an answer, streaming the coach's reply into `handlers` as it is written. */
export function useSubmitAnswer(id: string, handlers: AnswerStreamHandlers = {}) {
  const language = useLanguage();
  const forget = useForgetInterviews();
  return useMutation({
    mutationFn: (input: AnswerInput) => streamAnswer({ id, input, language, handlers }),
    onSuccess: (outcome) => {
      if (outcome.isCompleted) void forget();
    },
    // The interview moved on elsewhere (another tab): reload it, so a finished one opens its results.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void forget();
    },
  });
}
