import type { Language } from '../../../shared/language';
import type {
  AnswerInput,
  AnswerOutcome,
  StartInterviewInput,
} from '../../../shared/schemas/interviews';
import type { Coach } from '../../ai/coach';
import { type CoachError, isCoachError } from '../../ai/coach-error';
import type { AiAllowance, AiDailyLimit } from '../../ai/daily-limit';
import { chooseCoach } from './choose-coach';
import { capModelAssessment } from '../../ai/cap-model-score';
import { readAssessment } from '../../ai/prompts/assessment';
import { readFeedback } from '../../ai/prompts/feedback';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../logger';
import { coachText } from './coach-text';
import type { InterviewRow, InterviewsRepository, QuestionRow } from './interviews.repository';

export interface InterviewsDeps {
  repository: InterviewsRepository;
  coach: Coach;
  logger: Logger;
  now?: () => Date;
  /** Writes in the model's place once a user's daily AI limit is reached; never limited. */
  offlineCoach?: Coach;
  /** Counts each model call against its user's daily limit (AI_DAILY_LIMIT). */
  aiLimit?: AiDailyLimit;
}

/** What the service answers, plus the user's spent allowance when the offline coach stood in. */
export type ServiceAnswerOutcome = AnswerOutcome & { aiLimit?: AiAllowance };

/**
 * Longer than any feedback or assessment can take (three attempts at the provider's timeout,
 * with backoff): an answer still without its feedback after this was abandoned by a process that
 * died, and the same answer sent again finishes the work.
 */
export const ABANDONED_AFTER_MS = 3 * 60_000;

/** Asks the coach for questions, then stores the interview and its questions together. */
export async function startInterview(
  deps: InterviewsDeps,
  options: { userId: string; input: StartInterviewInput },
): Promise<{ interview: InterviewRow; aiLimit?: AiAllowance }> {
  const { coach, aiLimit } = await chooseCoach(deps, options.userId);
  let questions: string[];
  try {
    // A new attempt at the same job asks mostly new questions.
    const avoidQuestions = await deps.repository.questionsForSameJob(options.userId, options.input);
    questions = await coach.generateQuestions({ ...options.input, avoidQuestions });
  } catch (error) {
    if (!isCoachError(error)) throw error;
    deps.logger.warn({ err: { message: error.message } }, 'the coach gave no questions');
    throw questionsError(error);
  }
  const interview = await deps.repository.create({
    userId: options.userId,
    ...options.input,
    // The interview is labelled with the coach that wrote its questions.
    coach: coach.kind,
    questions,
  });
  return { interview, aiLimit };
}

const QUESTIONS_PREFIX = 'Failed to get questions from AI: ';

/** The spec's message for each way question generation fails, in the request's language. */
function questionsError(error: CoachError): AppError {
  if (error.kind === 'empty') return new AppError('questions_empty');
  if (error.kind === 'no_questions') return new AppError('questions_not_parsed');
  const detail = error.message.startsWith(QUESTIONS_PREFIX)
    ? error.message.slice(QUESTIONS_PREFIX.length)
    : error.message;
  return new AppError('questions_failed', { detail });
}

/** The owner's interview with its questions; anyone else gets "not found". */
export async function loadInterview(
  deps: InterviewsDeps,
  options: { userId: string; interviewId: string },
) {
  const interview = await deps.repository.findOwned(options.userId, options.interviewId);
  if (!interview) throw new AppError('interview_not_found');
  const questions = await deps.repository.questionsOf(interview.id);
  return { interview, questions, nextOrder: firstUnanswered(questions)?.order ?? null };
}

function firstUnanswered(questions: QuestionRow[]): QuestionRow | undefined {
  return questions.find((question) => question.answer === null);
}

/** What the coach writes while it answers, as it writes it: the page shows it arriving. */
export type AnswerEvent =
  | { type: 'feedback'; text: string }
  /** The feedback as stored: the streamed text, or the fallback if the coach failed midway. */
  | { type: 'feedback-end'; feedback: string; feedbackFailed: boolean }
  | { type: 'assessment'; text: string };

export type AnswerListener = (event: AnswerEvent) => void | Promise<void>;

/**
 * An answer checked and stored, waiting for the coach; the last answer, stored with its feedback,
 * whose assessment was never written; or one already answered (a replay).
 */
export type AcceptedAnswer =
  | { kind: 'replay'; outcome: AnswerOutcome }
  | { kind: 'saved'; interview: InterviewRow; question: QuestionRow; answer: string }
  | { kind: 'unfinished'; interview: InterviewRow; question: QuestionRow };

/**
 * Saves the answer, then asks for feedback, then (after the last question) the assessment. The
 * same answer sent twice (double click, retry, two tabs) is stored once and answered alike.
 * With a listener, feedback and assessment are streamed to it as the coach writes them.
 */
export async function submitAnswer(
  deps: InterviewsDeps,
  options: { userId: string; interviewId: string; input: AnswerInput },
  listener?: AnswerListener,
): Promise<ServiceAnswerOutcome> {
  return respondToAnswer(deps, await acceptAnswer(deps, options), listener);
}

/**
 * Checks the answer against the interview and stores it. Everything the user can be told "no"
 * about (not theirs, out of order, already answered differently) is thrown from here, before any
 * response starts streaming.
 */
export async function acceptAnswer(
  deps: InterviewsDeps,
  options: { userId: string; interviewId: string; input: AnswerInput },
): Promise<AcceptedAnswer> {
  const { interview, questions } = await loadInterview(deps, options);
  const { order, answer } = options.input;
  const question = questions.find((candidate) => candidate.order === order);
  if (!question) throw new AppError('question_not_found');
  const next = firstUnanswered(questions);

  if (question.answer !== null) {
    const resumed = await resumeAbandoned(deps, { interview, question, answer, next });
    if (resumed) return resumed;
    return { kind: 'replay', outcome: await replay(deps, { interview, question, answer, next }) };
  }
  if (interview.status === 'completed') throw new AppError('interview_completed');
  if (next && next.order !== order)
    throw new AppError('question_out_of_order', { next: next.order });

  const saved = await deps.repository.saveAnswer(interview.id, order, answer);
  if (saved) return { kind: 'saved', interview, question, answer };
  // Another request stored this answer a moment ago.
  const current = await loadInterview(deps, options);
  const stored = current.questions.find((candidate) => candidate.order === order) ?? question;
  const outcome = await replay(deps, {
    interview: current.interview,
    question: stored,
    answer,
    next: firstUnanswered(current.questions),
  });
  return { kind: 'replay', outcome };
}

/**
 * The same answer sent again after the process handling it died (kill -9, a crash): its feedback
 * was never stored, or (the last answer) the assessment was never written. Taken over by one
 * request only, and only once the original work is surely gone.
 */
async function resumeAbandoned(
  deps: InterviewsDeps,
  options: {
    interview: InterviewRow;
    question: QuestionRow;
    answer: string;
    next: QuestionRow | undefined;
  },
): Promise<AcceptedAnswer | null> {
  const { interview, question } = options;
  if (question.answer !== options.answer || interview.status === 'completed') return null;
  const needsFeedback = question.feedback === null;
  const needsAssessment = question.order === interview.questionsCount && options.next === undefined;
  if (!needsFeedback && !needsAssessment) return null;
  const now = deps.now?.() ?? new Date();
  const staleBefore = new Date(now.getTime() - ABANDONED_AFTER_MS);
  if (!question.answeredAt || question.answeredAt >= staleBefore) return null;
  if (!(await deps.repository.claimStaleAnswer(interview.id, question.order, staleBefore))) {
    return null;
  }
  deps.logger.warn(
    { interviewId: interview.id, order: question.order },
    'finishing an answer a stopped process left unfinished',
  );
  return needsFeedback
    ? { kind: 'saved', interview, question, answer: options.answer }
    : { kind: 'unfinished', interview, question };
}

/** Feedback on a stored answer, saved; then, after the last one, the assessment. */
export async function respondToAnswer(
  deps: InterviewsDeps,
  accepted: AcceptedAnswer,
  listener?: AnswerListener,
): Promise<ServiceAnswerOutcome> {
  if (accepted.kind === 'replay') return accepted.outcome;
  if (accepted.kind === 'unfinished') {
    const { interview, question } = accepted;
    const feedback = question.feedback ?? '';
    await listener?.({ type: 'feedback-end', feedback, feedbackFailed: false });
    const language = interview.language as Language;
    const aiLimit = await finishInterview(deps, { interview, language, listener });
    return { feedback, feedbackFailed: false, nextOrder: null, isCompleted: true, aiLimit };
  }
  const { interview, question, answer } = accepted;
  const { order } = question;
  const language = interview.language as Language;
  const earlierAnswers = (await deps.repository.questionsOf(interview.id))
    .filter((other) => other.order < order && other.answer !== null)
    .sort((a, b) => a.order - b.order)
    .map((other) => other.answer ?? '');
  const context = {
    jobTitle: interview.jobTitle,
    jobDescription: interview.jobDescription,
    language,
    order,
    question: question.questionText,
    answer,
    earlierAnswers,
  };
  let feedback: string;
  let feedbackFailed = false;
  const chosen = await chooseCoach(deps, interview.userId);
  let aiLimit = chosen.aiLimit;
  try {
    feedback = listener
      ? readFeedback(
          await collect(chosen.coach.streamFeedback(context), (text) =>
            listener({ type: 'feedback', text }),
          ),
        )
      : await chosen.coach.giveFeedback(context);
  } catch (error) {
    deps.logger.warn(
      { err: { message: (error as Error).message } },
      'feedback failed; the answer is kept',
    );
    feedback = coachText(language, 'feedbackUnavailable');
    feedbackFailed = true;
  }
  await deps.repository.saveFeedback(interview.id, order, feedback);
  await listener?.({ type: 'feedback-end', feedback, feedbackFailed });

  const isLast = order === interview.questionsCount;
  if (isLast) aiLimit = (await finishInterview(deps, { interview, language, listener })) ?? aiLimit;
  const nextOrder = isLast ? null : order + 1;
  return { feedback, feedbackFailed, nextOrder, isCompleted: isLast, aiLimit };
}

/** Joins a coach's stream, handing each piece to `onText` as it comes. */
async function collect(
  stream: AsyncIterable<string>,
  onText: (text: string) => void | Promise<void>,
): Promise<string> {
  let whole = '';
  for await (const text of stream) {
    whole += text;
    await onText(text);
  }
  return whole;
}

async function replay(
  deps: InterviewsDeps,
  options: {
    interview: InterviewRow;
    question: QuestionRow;
    answer: string;
    next: QuestionRow | undefined;
  },
): Promise<AnswerOutcome> {
  const { interview, question, next } = options;
  if (question.answer !== options.answer) {
    throw new AppError('question_already_answered', {
      next: next?.order ?? interview.questionsCount,
    });
  }
  const feedback = question.feedback ?? (await waitForFeedback(deps, interview.id, question.order));
  const refreshed = await deps.repository.findOwned(interview.userId, interview.id);
  return {
    feedback,
    feedbackFailed: false,
    nextOrder: next?.order ?? null,
    isCompleted: refreshed?.status === 'completed',
  };
}

/** How long a repeated answer waits for the request that is still writing its feedback. */
const FEEDBACK_WAIT_MS = 60_000;
const FEEDBACK_POLL_MS = 100;

/**
 * The feedback another request (a double click, a second tab, another process) is writing for
 * this answer, once stored, so every sender of the same answer is told the same; null if it does
 * not come in time.
 */
async function waitForFeedback(
  deps: InterviewsDeps,
  interviewId: string,
  order: number,
): Promise<string | null> {
  const deadline = Date.now() + FEEDBACK_WAIT_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, FEEDBACK_POLL_MS));
    const questions = await deps.repository.questionsOf(interviewId);
    const feedback = questions.find((candidate) => candidate.order === order)?.feedback;
    if (feedback !== null && feedback !== undefined) return feedback;
  }
  return null;
}

/** Writes and stores the assessment; says so when the daily AI limit made the offline coach write it. */
async function finishInterview(
  deps: InterviewsDeps,
  options: { interview: InterviewRow; language: Language; listener?: AnswerListener },
): Promise<AiAllowance | undefined> {
  const { interview, language, listener } = options;
  const answers = (await deps.repository.questionsOf(interview.id)).map((question) => ({
    order: question.order,
    question: question.questionText,
    answer: question.answer ?? '',
    feedback: question.feedback,
  }));
  const { coach, aiLimit } = await chooseCoach(deps, interview.userId);
  try {
    const context = {
      jobTitle: interview.jobTitle,
      jobDescription: interview.jobDescription,
      language,
      answers,
    };
    const written = listener
      ? readAssessment(
          await collect(coach.streamAssessment(context), (text) =>
            listener({ type: 'assessment', text }),
          ),
        )
      : await coach.assess(context);
    // A model's score is bounded by the same gates as the offline coach's.
    const assessment = coach.kind === 'offline' ? written : capModelAssessment(written, context);
    await deps.repository.complete(interview.id, {
      assessment: assessment.text,
      score: assessment.score,
    });
  } catch (error) {
    deps.logger.warn(
      { err: { message: (error as Error).message } },
      'assessment failed; feedback is kept',
    );
    await deps.repository.complete(interview.id, {
      assessment: coachText(language, 'assessmentUnavailable'),
      score: null,
    });
  }
  return aiLimit;
}
