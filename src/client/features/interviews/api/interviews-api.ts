import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import {
  type AnswerInput,
  type AnswerOutcome,
  type StartInterviewInput,
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

const INTERVIEWS_KEY = 'interviews';

export function listInterviews(options: { language: Language; signal?: AbortSignal }) {
  const call = apiClient(options.language).api.interviews.$get(undefined, {
    init: { signal: options.signal },
  });
  return unwrap(call, options.signal);
}

export function getInterview(options: { id: string; language: Language; signal?: AbortSignal }) {
  const call = apiClient(options.language).api.interviews[':id'].$get(
    { param: { id: options.id } },
    { init: { signal: options.signal } },
  );
  return unwrap(call, options.signal);
}

export function startInterview(input: StartInterviewInput, language: Language) {
  return unwrap(apiClient(language).api.interviews.$post({ json: input }));
}

export function submitAnswer(id: string, input: AnswerInput, language: Language) {
  return unwrap(
    apiClient(language).api.interviews[':id'].answers.$post({ param: { id }, json: input }),
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
export async function streamAnswer(
  id: string,
  input: AnswerInput,
  language: Language,
  handlers: AnswerStreamHandlers = {},
): Promise<AnswerOutcome> {
  const call = apiClient(language).api.interviews[':id'].answers.stream.$post({
    param: { id },
    json: input,
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

export type InterviewSummary = Awaited<ReturnType<typeof listInterviews>>['interviews'][number];
export type InterviewDetail = Awaited<ReturnType<typeof getInterview>>['interview'];

/** The signed-in user's interviews, newest first. */
export function useInterviews() {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: [INTERVIEWS_KEY, 'list'],
      queryFn: ({ signal }) => listInterviews({ language, signal }),
      staleTime: 0,
    }),
  );
}

/** One interview with its questions, answers and feedback, as stored now. */
export function useInterview(id: string) {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: [INTERVIEWS_KEY, 'detail', id],
      queryFn: ({ signal }) => getInterview({ id, language, signal }),
      staleTime: 0,
      enabled: id !== '',
    }),
  );
}

/** Forgets every cached interview (and the dashboard counts) after one changed. */
function useForgetInterviews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [INTERVIEWS_KEY] }),
      queryClient.invalidateQueries({ queryKey: ['dashboard-stats'] }),
    ]);
}

export function useStartInterview() {
  const language = useLanguage();
  const forget = useForgetInterviews();
  return useMutation({
    mutationFn: (input: StartInterviewInput) => startInterview(input, language),
    onSuccess: () => void forget(),
  });
}

export type { AnswerOutcome };

/** Sends an answer, streaming the coach's reply into `handlers` as it is written. */
export function useSubmitAnswer(id: string, handlers: AnswerStreamHandlers = {}) {
  const language = useLanguage();
  const forget = useForgetInterviews();
  return useMutation({
    mutationFn: (input: AnswerInput) => streamAnswer(id, input, language, handlers),
    onSuccess: (outcome) => {
      if (outcome.isCompleted) void forget();
    },
    // The interview moved on elsewhere (another tab): reload it, so a finished one opens its results.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void forget();
    },
  });
}
