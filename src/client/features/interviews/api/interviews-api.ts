import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { AnswerInput, StartInterviewInput } from '../../../../shared/schemas/interviews';
import { ApiError, apiClient, unwrap } from '../../../lib/api-client';
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

export type InterviewSummary = Awaited<ReturnType<typeof listInterviews>>['interviews'][number];
export type InterviewDetail = Awaited<ReturnType<typeof getInterview>>['interview'];
export type AnswerOutcome = Awaited<ReturnType<typeof submitAnswer>>;

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

export function useSubmitAnswer(id: string) {
  const language = useLanguage();
  const forget = useForgetInterviews();
  return useMutation({
    mutationFn: (input: AnswerInput) => submitAnswer(id, input, language),
    onSuccess: (outcome) => {
      if (outcome.isCompleted) void forget();
    },
    // The interview moved on elsewhere (another tab): reload it, so a finished one opens its results.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void forget();
    },
  });
}
