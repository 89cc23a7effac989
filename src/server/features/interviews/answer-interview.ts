// Answering a question: the answer is checked and stored (or recognised as the same answer sent
// again), then handed to respond-to-answer.ts for the coach's feedback.
import type { Language } from '../../../shared/language';
import type { AnswerInput, AnswerOutcome } from '../../../shared/schemas/interviews';
import { AppError } from '../../app-error';
import { readAnswerOnce } from './answer-evidence';
import { coachText } from './coach-text';
import { setTimeout as delay } from 'node:timers/promises';
import { type InterviewRow, type QuestionRow } from './interviews.repository';
import {
  answersBefore,
  firstUnanswered,
  type InterviewsDeps,
  loadInterview,
  type ServiceAnswerOutcome,
} from './interviews.service';
import {
  type AcceptedAnswer,
  type AnswerListener,
  REPEAT_POLL_MS,
  REPEAT_WAIT_MS,
  respondToAnswer,
} from './respond-to-answer';

/**
 * Saves the answer, then asks for feedback, then (after the last question) the assessment. The
 * same answer sent twice (double click, retry, two tabs) is stored once and answered alike.
 * With a listener, feedback and assessment are streamed to it as the coach writes them.
 */
export async function submitAnswer(
  deps: InterviewsDeps,
  options: {
    userId: string;
    interviewId: string;
    input: AnswerInput;
    listener?: AnswerListener;
    /** False for an answer the user has read feedback on already (the guest trial's). */
    asksFollowUp?: boolean;
  },
): Promise<ServiceAnswerOutcome> {
  const accepted = await acceptAnswer(deps, options);
  return respondToAnswer(deps, {
    accepted,
    listener: options.listener,
    asksFollowUp: options.asksFollowUp,
  });
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
