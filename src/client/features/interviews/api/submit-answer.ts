import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { AnswerInput, AnswerOutcome } from '../../../../shared/schemas/interviews';
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
  // The schemas that check the stream's events bring zod (about 26 KB gzip): fetched with the
  // first answer, alongside the request, not with the page (docs/benchmarks.md, page JavaScript).
  const schemas = loadEventSchemas();
  const call = apiClient(options.language).api.interviews[':id'].answers.stream.$post({
    param: { id: options.id },
    json: options.input,
  });
  // The request fails or answers while the schemas arrive: streamEvents below reports it, so
  // its failure must not count as unhandled meanwhile.
  call.catch(() => {});
  const { answerOutcomeSchema, feedbackEndSchema, streamTextSchema } = await schemas;
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

let eventSchemas: Promise<typeof import('../../../../shared/schemas/interviews')> | undefined;

/** The shared interview schemas, once; a failed download is a network error, tried again next time. */
function loadEventSchemas() {
  eventSchemas ??= import('../../../../shared/schemas/interviews').catch((error: unknown) => {
    eventSchemas = undefined;
    throw new NetworkError(error instanceof Error ? error : new Error(String(error)));
  });
  return eventSchemas;
}

/** Sends an answer, streaming the coach's reply into `handlers` as it is written. */
export function useSubmitAnswer(id: string, handlers: AnswerStreamHandlers = {}) {
  const language = useLanguage();
  const forget = useForgetInterviews();
  return useMutation({
    mutationFn: (input: AnswerInput) => streamAnswer({ id, input, language, handlers }),
    // A finished interview is read again before the page moves on (TanStack awaits this), so the
    // results page opens on the completed interview, not on the cached one still in progress
    // whose "Continue" link would vanish under the reader's focus a moment later.
    // Else it is read again in the background, so the answer's evidence shows under its feedback.
    onSuccess: async (outcome) => {
      if (outcome.isCompleted) await forget();
      else void forget();
    },
    // The interview moved on elsewhere (another tab): reload it, so a finished one opens its results.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void forget();
    },
  });
}
