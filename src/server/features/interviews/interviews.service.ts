import type { Language } from '../../../shared/language';
import type {
  AnswerInput,
  AnswerOutcome,
  StartInterviewInput,
} from '../../../shared/schemas/interviews';
import type { Coach, InterviewResume, PlannedQuestion } from '../../ai/coach';
import { type CoachError, isCoachError } from '../../ai/coach-error';
import type { AiAllowance, AiDailyLimit } from '../../ai/daily-limit';
import { chooseCoach } from './choose-coach';
import { capModelAssessment } from '../../ai/cap-model-score';
import { readAssessment } from '../../ai/prompts/assessment';
import { readFeedback } from '../../ai/prompts/feedback';
import { AppError } from '../../app-error';
import type { Logger } from '../../logger';
import { readAnswerOnce } from './answer-evidence';
import type { StoredReading } from '../../ai/offline/analyse-answer';
import { wholeAnswerOf, withBestAttempt } from './attempts';
import { coachText } from './coach-text';
import { setTimeout as delay } from 'node:timers/promises';
import {
  type InterviewRow,
  type AnswerKey,
  type InterviewsRepository,
  LEASE_SECONDS,
  type QuestionRow,
} from './interviews.repository';
import type { Clock } from '../../clock';

export interface InterviewsDeps {
  repository: InterviewsRepository;
  coach: Coach;
  logger: Logger;
  now: Clock;
  /** Writes in the model's place once a user's daily AI limit is reached; never limited. */
  offlineCoach?: Coach;
  /** Counts each model call against its user's daily limit (AI_DAILY_LIMIT). */
  aiLimit?: AiDailyLimit;
  /** Reads one of the user's resumes from the Resume Builder; "not found" for anyone else's. */
  readResume?: (options: { userId: string; resumeId: string }) => Promise<InterviewResume>;
}

/** What the service answers, plus the user's spent allowance when the offline coach stood in. */
export type ServiceAnswerOutcome = AnswerOutcome & { aiLimit?: AiAllowance };

/** Asks the coach for questions, then stores the interview and its questions together. */
export async function startInterview(
  deps: InterviewsDeps,
  options: { userId: string; input: StartInterviewInput },
): Promise<{ interview: InterviewRow; aiLimit?: AiAllowance }> {
  const { resumeId, seniority, keptAnswer, ...job } = options.input;
  // The resume is read first: one that is not the user's stops here, before any model call.
  const resume = resumeId
    ? await readResume(deps, { userId: options.userId, resumeId })
    : undefined;
  const { coach, aiLimit } = await chooseCoach(deps, options.userId);
  let questions: PlannedQuestion[];
  try {
    // A new attempt at the same job asks mostly new questions.
    const avoidQuestions = await deps.repository.questionsForSameJob(options.userId, job);
    questions = await coach.generateQuestions({ ...job, seniority, resume, avoidQuestions });
  } catch (error) {
    if (!isCoachError(error)) throw error;
    deps.logger.warn({ err: { message: error.message } }, 'the coach gave no questions');
    throw questionsError(error);
  }
  const interview = await deps.repository.create({
    userId: options.userId,
    ...job,
    resumeId: resumeId ?? null,
    seniority: seniority ?? null,
    // The interview is labelled with the coach that wrote its questions.
    coach: coach.kind,
    questions: keptAnswer ? withKeptQuestionFirst(questions, keptAnswer.question) : questions,
  });
  if (!keptAnswer) return { interview, aiLimit };
  // The trial answer is question 1's, with feedback as any answer gets; the session goes on at 2.
  const kept = await submitAnswer(deps, {
    userId: options.userId,
    interviewId: interview.id,
    input: { order: 1, answer: keptAnswer.answer },
  });
  return { interview, aiLimit: aiLimit ?? kept.aiLimit };
}

/**
 * Twelve questions that start with the one a trial answered: where the coach asked it again (the
 * offline coach asks a job the same first questions) it moves to the front; otherwise it takes
 * the place of question 1, an opening question every job shares.
 */
export function withKeptQuestionFirst<Question extends { text: string }>(
  questions: Question[],
  kept: string,
): Array<Question | { text: string; kind: null; templateId: null }> {
  const index = questions.findIndex((question) => question.text === kept);
  if (index >= 0) {
    const found = questions[index] as Question;
    return [found, ...questions.filter((_, other) => other !== index)];
  }
  // A question the coach no longer asks: its kind is read from its wording when it is answered.
  return [{ text: kept, kind: null, templateId: null }, ...questions.slice(1)];
}

function readResume(
  deps: InterviewsDeps,
  options: { userId: string; resumeId: string },
): Promise<InterviewResume> {
  if (!deps.readResume) throw new AppError('resume_not_found');
  return deps.readResume(options);
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

/** The user's interviews, newest first. */
export function listInterviews(
  deps: Pick<InterviewsDeps, 'repository'>,
  options: { userId: string },
): Promise<InterviewRow[]> {
  return deps.repository.listOwned(options.userId);
}

/** The owner's interview with its questions; anyone else gets "not found". */
export async function loadInterview(
  deps: InterviewsDeps,
  options: { userId: string; interviewId: string },
) {
  const interview = await deps.repository.findOwned(options.userId, options.interviewId);
  if (!interview) throw new AppError('interview_not_found');
  const questions = await withEvidence(deps, {
    interview,
    questions: await deps.repository.questionsOf(interview.id),
  });
  return { interview, questions, nextOrder: firstUnanswered(questions)?.order ?? null };
}

/** The answers given before this question, in order: what it was written after. */
export function answersBefore(questions: QuestionRow[], order: number): string[] {
  return questions
    .filter((other) => other.order < order && other.answer !== null)
    .sort((a, b) => a.order - b.order)
    .map((other) => other.answer ?? '');
}

/**
 * The questions with the evidence of every answer. Answers saved before evidence was stored with
 * them get it now, once, and keep it.
 */
async function withEvidence(
  deps: InterviewsDeps,
  { interview, questions }: { interview: InterviewRow; questions: QuestionRow[] },
): Promise<QuestionRow[]> {
  const filled: QuestionRow[] = [];
  for (const question of questions) {
    if (question.answer === null || question.evidence !== null) {
      filled.push(question);
      continue;
    }
    const { evidence, reading } = await readAnswerOnce({
      interview,
      question: question.questionText,
      questionKind: question.questionKind,
      answer: question.answer,
      earlierAnswers: answersBefore(questions, question.order),
    });
    await deps.repository.saveEvidence(
      { interviewId: interview.id, order: question.order },
      { evidence, reading },
    );
    filled.push({ ...question, evidence, reading });
  }
  return filled;
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
  | {
      kind: 'saved';
      interview: InterviewRow;
      question: QuestionRow;
      answer: string;
      /** Every question as stored once this answer was (what the feedback is written after). */
      questions: QuestionRow[];
    }
  | { kind: 'unfinished'; interview: InterviewRow; question: QuestionRow };

/**
 * Saves the answer, then asks for feedback, then (after the last question) the assessment. The
 * same answer sent twice (double click, retry, two tabs) is stored once and answered alike.
 * With a listener, feedback and assessment are streamed to it as the coach writes them.
 */
export async function submitAnswer(
  deps: InterviewsDeps,
  options: { userId: string; interviewId: string; input: AnswerInput; listener?: AnswerListener },
): Promise<ServiceAnswerOutcome> {
  const accepted = await acceptAnswer(deps, options);
  return respondToAnswer(deps, { accepted, listener: options.listener });
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
    if (question.answer !== answer) throw alreadyAnswered(interview, next);
    return settleRepeat(deps, options);
  }
  if (interview.status === 'completed') throw new AppError('interview_completed');
  if (next && next.order !== order)
    throw new AppError('question_out_of_order', { next: next.order });

  // Read once, here: the evidence shown and the reading the feedback and assessment use.
  const { evidence, reading } = await readAnswerOnce({
    interview,
    question: question.questionText,
    questionKind: question.questionKind,
    answer,
    earlierAnswers: answersBefore(questions, order),
  });
  const delivery = options.input.delivery ?? null;
  const saved = await deps.repository.saveAnswer(
    { interviewId: interview.id, order },
    { answer, evidence, reading, delivery },
  );
  if (saved) {
    const stored = questions.map((other) =>
      other.order === order ? { ...other, answer, evidence, reading, delivery } : other,
    );
    return { kind: 'saved', interview, question, answer, questions: stored };
  }
  // Another request stored an answer for this question a moment ago.
  const current = await loadInterview(deps, options);
  const stored = current.questions.find((candidate) => candidate.order === order);
  if (stored?.answer !== answer) {
    throw alreadyAnswered(current.interview, firstUnanswered(current.questions));
  }
  return settleRepeat(deps, options);
}

function alreadyAnswered(interview: InterviewRow, next: QuestionRow | undefined): AppError {
  return new AppError('question_already_answered', {
    next: next?.order ?? interview.questionsCount,
  });
}

/** How long a repeated answer waits for the live request that is still writing its feedback. */
const REPEAT_WAIT_MS = 60_000;
const REPEAT_POLL_MS = 100;

/**
 * The same answer sent again (double click, retry, two tabs, or after the process handling it
 * died): told what the first request was told once its work is stored. Work nobody holds any
 * more (its process died, so its lease ran out or was released at restart) is taken over by
 * this request, so the retry writes the feedback or the assessment itself.
 */
async function settleRepeat(
  deps: InterviewsDeps,
  options: { userId: string; interviewId: string; input: AnswerInput },
): Promise<AcceptedAnswer> {
  const { order, answer } = options.input;
  const deadline = Date.now() + REPEAT_WAIT_MS;
  let { interview, questions } = await loadInterview(deps, options);
  const isLast = order === interview.questionsCount;
  for (;;) {
    const question = questions.find((candidate) => candidate.order === order);
    if (!question) throw new AppError('question_not_found');
    const next = firstUnanswered(questions);
    const isCompleted = interview.status === 'completed';
    if (isCompleted || (question.feedback !== null && !isLast)) {
      return { kind: 'replay', outcome: outcomeOf({ interview, question, next }) };
    }
    // Claimed only once its holder is surely gone (the database's clock decides).
    const isHeld = question.leaseUntil !== null && question.leaseUntil.getTime() > Date.now();
    if (!isHeld && (await deps.repository.claimAnswer({ interviewId: interview.id, order }))) {
      deps.logger.warn(
        { interviewId: interview.id, order },
        'finishing an answer whose process stopped before its work was stored',
      );
      return question.feedback === null
        ? { kind: 'saved', interview, question, answer, questions }
        : { kind: 'unfinished', interview, question };
    }
    if (Date.now() >= deadline) {
      return { kind: 'replay', outcome: outcomeOf({ interview, question, next }) };
    }
    await delay(REPEAT_POLL_MS);
    questions = await deps.repository.questionsOf(interview.id);
    if (isLast)
      interview = (await deps.repository.findOwned(options.userId, interview.id)) ?? interview;
  }
}

/** What a repeated answer is told: the stored feedback, or plainly that there is none yet. */
function outcomeOf({
  interview,
  question,
  next,
}: {
  interview: InterviewRow;
  question: QuestionRow;
  next: QuestionRow | undefined;
}): AnswerOutcome {
  const language = interview.language as Language;
  return {
    feedback: question.feedback ?? coachText(language, 'feedbackUnavailable'),
    feedbackFailed: question.feedback === null,
    nextOrder: next?.order ?? null,
    isCompleted: interview.status === 'completed',
    followUp: question.followUpAnswer === null ? question.followUp : null,
  };
}

/** Feedback on a stored answer, saved; then, after the last one, the assessment. */
export async function respondToAnswer(
  deps: InterviewsDeps,
  { accepted, listener }: { accepted: AcceptedAnswer; listener?: AnswerListener },
): Promise<ServiceAnswerOutcome> {
  if (accepted.kind === 'replay') return accepted.outcome;
  const { interview, question } = accepted;
  const lease = holdLease(deps, { interviewId: interview.id, order: question.order });
  try {
    return accepted.kind === 'unfinished'
      ? await finishAbandoned(deps, { accepted, listener })
      : await respondToSaved(deps, { accepted, listener, lease });
  } finally {
    await lease.release();
  }
}

/**
 * Keeps the work on an answer held while this process writes it: the lease is renewed every
 * third of its length, and let go when the work is stored.
 */
function holdLease(deps: InterviewsDeps, key: AnswerKey) {
  const renew = () =>
    deps.repository.renewLease(key).catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'could not renew the lease on an answer');
    });
  const timer = setInterval(() => void renew(), (LEASE_SECONDS * 1000) / 3);
  timer.unref();
  let isReleased = false;
  return {
    /** The lease went with the stored work (saveFeedback let go of it): nothing left to do. */
    markReleased() {
      clearInterval(timer);
      isReleased = true;
    },
    async release() {
      clearInterval(timer);
      if (isReleased) return;
      await deps.repository.releaseLease(key).catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'could not release the lease on an answer');
      });
    },
  };
}

/** The last answer, stored with its feedback, whose assessment a stopped process never wrote. */
async function finishAbandoned(
  deps: InterviewsDeps,
  {
    accepted,
    listener,
  }: { accepted: Extract<AcceptedAnswer, { kind: 'unfinished' }>; listener?: AnswerListener },
): Promise<ServiceAnswerOutcome> {
  const { interview, question } = accepted;
  const feedback = question.feedback ?? '';
  await listener?.({ type: 'feedback-end', feedback, feedbackFailed: false });
  const language = interview.language as Language;
  await fillMissingFeedback(deps, { interview, exceptOrder: question.order, wait: true });
  const aiLimit = await finishInterview(deps, { interview, language, listener });
  return { feedback, feedbackFailed: false, nextOrder: null, isCompleted: true, aiLimit };
}

async function respondToSaved(
  deps: InterviewsDeps,
  options: {
    accepted: Extract<AcceptedAnswer, { kind: 'saved' }>;
    listener?: AnswerListener;
    lease: ReturnType<typeof holdLease>;
  },
): Promise<ServiceAnswerOutcome> {
  const { accepted, listener, lease } = options;
  // The questions as they were stored with this answer: read again, they would be the same.
  const { interview, question, answer, questions } = accepted;
  const { order } = question;
  const language = interview.language as Language;
  const context = feedbackContext({
    interview,
    questions,
    current: { order, question: question.questionText, answer },
  });
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
  const isLast = order === interview.questionsCount;
  // One short follow-up, when the answer lacks what the question needs; never after the last.
  let followUp: string | null = null;
  if (!isLast && !feedbackFailed) {
    const asked = await askFollowUp(deps, { userId: interview.userId, context });
    followUp = asked.followUp;
    aiLimit = asked.aiLimit ?? aiLimit;
  }
  // Stored with the lease let go, unless the assessment is still to come.
  await deps.repository.saveFeedback(
    { interviewId: interview.id, order },
    { feedback, followUp, release: !isLast },
  );
  if (!isLast) lease.markReleased();
  await listener?.({ type: 'feedback-end', feedback, feedbackFailed });

  // An earlier answer whose process died before its feedback gets it now; the interview is never
  // completed while one silently has none.
  const isAnyMissing = questions.some(
    (other) => other.order !== order && other.answer !== null && other.feedback === null,
  );
  if (isLast || isAnyMissing) {
    await fillMissingFeedback(deps, { interview, exceptOrder: order, wait: isLast });
  }
  if (isLast) aiLimit = (await finishInterview(deps, { interview, language, listener })) ?? aiLimit;
  const nextOrder = isLast ? null : order + 1;
  return { feedback, feedbackFailed, nextOrder, isCompleted: isLast, followUp, aiLimit };
}

/**
 * The coach's follow-up on an answer, or none. The offline coach's reading decides whether the
 * answer lacks something (so a model is asked, and its call counted, only then); a model then
 * words the question itself. A coach that fails to ask one asks none.
 */
async function askFollowUp(
  deps: InterviewsDeps,
  options: { userId: string; context: ReturnType<typeof feedbackContext> },
): Promise<{ followUp: string | null; aiLimit?: AiAllowance }> {
  const offline = deps.coach.kind === 'offline' ? deps.coach : deps.offlineCoach;
  const offlineFollowUp = offline ? await offline.askFollowUp(options.context) : null;
  if (offlineFollowUp === null || deps.coach.kind === 'offline') {
    return { followUp: offlineFollowUp };
  }
  const { coach, aiLimit } = await chooseCoach(deps, options.userId);
  try {
    return { followUp: await coach.askFollowUp(options.context), aiLimit };
  } catch (error) {
    deps.logger.warn(
      { err: { message: (error as Error).message } },
      'no follow-up: the coach could not ask one',
    );
    return { followUp: null, aiLimit };
  }
}

/** What the coach reads to give feedback on one answer: the job, the question, earlier answers. */
export function feedbackContext({
  interview,
  questions,
  current,
}: {
  interview: InterviewRow;
  questions: QuestionRow[];
  /** With the reading of this answer when it was just read; else the one stored with the row. */
  current: { order: number; question: string; answer: string; reading?: StoredReading };
}) {
  const earlierAnswers = answersBefore(questions, current.order);
  const row = questions.find((question) => question.order === current.order);
  // The kind stored with the question, so the answer is read for what it asked.
  const questionKind = row?.questionKind;
  return {
    jobTitle: interview.jobTitle,
    jobDescription: interview.jobDescription,
    language: interview.language as Language,
    ...current,
    ...(questionKind ? { questionKind } : {}),
    earlierAnswers,
    // Used only if it was read from exactly this answer and these earlier ones (its key says).
    reading: current.reading ?? row?.reading ?? null,
  };
}

/**
 * Writes the feedback that earlier answers lack because the process writing it died. Work a live
 * process still holds is left to it, or, with `wait` (before the assessment), waited for; if it
 * never comes, the answer is marked as having no feedback rather than left silently without.
 */
async function fillMissingFeedback(
  deps: InterviewsDeps,
  options: { interview: InterviewRow; exceptOrder: number; wait: boolean },
): Promise<void> {
  const { interview } = options;
  const language = interview.language as Language;
  const questions = await deps.repository.questionsOf(interview.id);
  const missing = questions.filter(
    (question) =>
      question.order !== options.exceptOrder &&
      question.answer !== null &&
      question.feedback === null,
  );
  for (const question of missing) {
    const key = { interviewId: interview.id, order: question.order };
    const taken = await takeOver(deps, { key, wait: options.wait });
    if (taken === 'written' || (taken === 'held' && !options.wait)) continue;
    if (taken === 'held') {
      await deps.repository.saveFeedback(key, {
        feedback: coachText(language, 'feedbackUnavailable'),
      });
      continue;
    }
    const lease = holdLease(deps, key);
    try {
      const context = feedbackContext({
        interview,
        questions,
        current: {
          order: question.order,
          question: question.questionText,
          answer: question.answer ?? '',
        },
      });
      const { coach } = await chooseCoach(deps, interview.userId);
      const feedback = await coach.giveFeedback(context).catch((error: unknown) => {
        deps.logger.warn(
          { err: { message: (error as Error).message } },
          'feedback failed; the answer is kept',
        );
        return coachText(language, 'feedbackUnavailable');
      });
      await deps.repository.saveFeedback(key, { feedback, release: true });
      lease.markReleased();
    } finally {
      await lease.release();
    }
  }
}

/**
 * Takes over the feedback on an answer nobody holds. With `wait`, a live holder is given until
 * REPEAT_WAIT_MS to store it. "written" when the feedback is there after all.
 */
async function takeOver(
  deps: InterviewsDeps,
  { key, wait }: { key: AnswerKey; wait: boolean },
): Promise<'claimed' | 'written' | 'held'> {
  const deadline = Date.now() + (wait ? REPEAT_WAIT_MS : 0);
  for (;;) {
    const question = (await deps.repository.questionsOf(key.interviewId)).find(
      (candidate) => candidate.order === key.order,
    );
    if (question?.feedback !== null) return 'written';
    if (await deps.repository.claimAnswer(key)) return 'claimed';
    if (Date.now() >= deadline) return 'held';
    await delay(REPEAT_POLL_MS);
  }
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

/** Writes and stores the assessment; says so when the daily AI limit made the offline coach write it. */
async function finishInterview(
  deps: InterviewsDeps,
  options: { interview: InterviewRow; language: Language; listener?: AnswerListener },
): Promise<AiAllowance | undefined> {
  const { interview, language } = options;
  const written = await writeAssessment(deps, options);
  if (written.assessment) {
    await deps.repository.complete(interview.id, written.assessment);
  } else {
    await deps.repository.complete(interview.id, {
      assessment: coachText(language, 'assessmentUnavailable'),
      score: null,
    });
  }
  return written.aiLimit;
}

/**
 * The assessment of the interview as its answers stand: each question by its best attempt (a
 * retake that went better counts in place of the first answer). No assessment when the coach
 * failed; the failure is logged.
 */
export async function writeAssessment(
  deps: InterviewsDeps,
  options: { interview: InterviewRow; language: Language; listener?: AnswerListener },
): Promise<{ assessment?: { assessment: string; score: number | null }; aiLimit?: AiAllowance }> {
  const { interview, language, listener } = options;
  const [questions, retakes] = await Promise.all([
    deps.repository.questionsOf(interview.id),
    deps.repository.attemptsOf([interview.id]),
  ]);
  const answers = questions
    .map((question) => withBestAttempt(question, retakes))
    .map((question) => ({
      order: question.order,
      question: question.questionText,
      ...(question.questionKind ? { questionKind: question.questionKind } : {}),
      // With the follow-up's answer: it counts with the answer it follows.
      answer: wholeAnswerOf(question),
      feedback: question.feedback,
      reading: question.reading,
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
    return { assessment: { assessment: assessment.text, score: assessment.score }, aiLimit };
  } catch (error) {
    deps.logger.warn(
      { err: { message: (error as Error).message } },
      'assessment failed; feedback is kept',
    );
    return { aiLimit };
  }
}
