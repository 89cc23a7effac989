// The coach's response to a stored answer: feedback (streamed as it is written), a follow-up when
// the evidence calls for one, and, after the last question, the assessment. Work whose process
// died is taken over by the next request for it (leases).
import type { Language } from '../../../shared/language';
import type { AnswerOutcome } from '../../../shared/schemas/interviews';
import type { AiAllowance } from '../../ai/daily-limit';
import { chooseCoach } from './choose-coach';
import { readFeedback } from '../../ai/prompts/feedback';
import { coachText } from './coach-text';
import { followUpAfter } from '../../ai/offline/follow-up';
import { setTimeout as delay } from 'node:timers/promises';
import {
  type InterviewRow,
  type AnswerKey,
  LEASE_SECONDS,
  type QuestionRow,
} from './interviews.repository';
import {
  feedbackContext,
  type InterviewsDeps,
  type ServiceAnswerOutcome,
} from './interviews.service';
import { collect, writeAssessment } from './write-assessment';

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

/** How long a repeated answer waits for the live request that is still writing its feedback. */
export const REPEAT_WAIT_MS = 60_000;
export const REPEAT_POLL_MS = 100;

/** Feedback on a stored answer, saved; then, after the last one, the assessment. */
export async function respondToAnswer(
  deps: InterviewsDeps,
  {
    accepted,
    listener,
    asksFollowUp = true,
  }: { accepted: AcceptedAnswer; listener?: AnswerListener; asksFollowUp?: boolean },
): Promise<ServiceAnswerOutcome> {
  if (accepted.kind === 'replay') return accepted.outcome;
  const { interview, question } = accepted;
  const lease = holdLease(deps, { interviewId: interview.id, order: question.order });
  try {
    return accepted.kind === 'unfinished'
      ? await finishAbandoned(deps, { accepted, listener })
      : await respondToSaved(deps, { accepted, listener, lease, asksFollowUp });
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
    asksFollowUp: boolean;
  },
): Promise<ServiceAnswerOutcome> {
  const { accepted, listener, lease } = options;
  // The questions as they were stored with this answer: read again, they would be the same.
  const { interview, question, answer, questions } = accepted;
  const { order } = question;
  const language = interview.language as Language;
  const isLast = order === interview.questionsCount;
  const context = {
    ...feedbackContext({
      interview,
      questions,
      current: { order, question: question.questionText, answer },
    }),
    followUpMayBeAsked: !isLast && options.asksFollowUp,
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
  // One short follow-up, when the answer lacks what the question needs; never after the last.
  let followUp: string | null = null;
  if (!isLast && !feedbackFailed && options.asksFollowUp) {
    const asked = await askFollowUp(deps, { userId: interview.userId, context });
    // Not the one just asked, word for word, after the answer before.
    const previous = questions.find((other) => other.order === order - 1)?.followUp;
    followUp = asked.followUp && followUpAfter(asked.followUp, { previous, language });
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

/**
 * Writes the feedback that earlier answers lack because the process writing it died. Work a live
 * process still holds is left to it, or, with `wait` (before the assessment), waited for; if it
 * never comes, the answer is marked as having no feedback rather than left silently without.
 */
export async function fillMissingFeedback(
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

/** Writes and stores the assessment; says so when the daily AI limit made the offline coach write it. */
export async function finishInterview(
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
