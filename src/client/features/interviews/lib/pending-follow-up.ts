// The coach's follow-up that was asked and neither answered nor skipped when the page was left
// (a reload, a closed tab, "Leave for now"): asked again on return, with the feedback it follows,
// so nothing the coach asked is lost. One skipped stays skipped, in this tab and any other.
import type { InterviewDetail } from '../api/get-interview';
import type { AnswerOutcome } from '../api/submit-answer';
import { wasFollowUpSkipped } from './answer-draft';

export interface PendingFollowUp {
  order: number;
  question: string;
  /** The answer it follows, as sent. */
  answer: string;
  /** The feedback on that answer, shown above the follow-up as when it was first asked. */
  outcome: AnswerOutcome;
}

/** The follow-up on the last question answered, when it is still open; else null. */
export function pendingFollowUp(interview: InterviewDetail): PendingFollowUp | null {
  const last = lastAnswered(interview);
  if (!last?.followUp || last.answer === null || last.followUpAnswer !== null) return null;
  if (last.followUpSkipped || wasFollowUpSkipped(interview.id, last.order)) return null;
  return {
    order: last.order,
    question: last.followUp,
    answer: last.answer,
    outcome: outcomeOf(last, { next: last.order + 1, followUp: last.followUp }),
  };
}

type InterviewQuestion = InterviewDetail['questions'][number];

/** The question answered just before the next one to answer, if any. */
function lastAnswered(interview: InterviewDetail): InterviewQuestion | undefined {
  const next = interview.nextOrder;
  if (next === null) return undefined;
  return interview.questions.find((question) => question.order === next - 1);
}

/** The outcome of that answer as the page showed it when it was sent. */
function outcomeOf(
  last: InterviewQuestion,
  { next, followUp }: { next: number; followUp: string | null },
): AnswerOutcome {
  return {
    feedback: last.feedback,
    feedbackFailed: false,
    nextOrder: next,
    isCompleted: false,
    followUp,
  };
}

/**
 * The last question answered, with its feedback, when the page is left and opened again with no
 * follow-up open: the feedback is shown again (with "Try again") above the next question, as it was
 * (a new user's walk, thirtieth session: after a reload the last feedback was gone).
 */
export function lastAnsweredOnReturn(
  interview: InterviewDetail,
): Pick<PendingFollowUp, 'order' | 'answer' | 'outcome'> | null {
  const last = lastAnswered(interview);
  if (!last || last.answer === null || !last.feedback) return null;
  return {
    order: last.order,
    answer: last.answer,
    outcome: outcomeOf(last, { next: last.order + 1, followUp: null }),
  };
}

/**
 * The evidence of the answer whose feedback is shown, once the interview is read again with it:
 * only while it is that same answer (not one a retake has since replaced).
 */
export function evidenceOfLast(
  interview: InterviewDetail,
  last: { order: number; answer: string } | null,
): NonNullable<InterviewDetail['questions'][number]['evidence']> | null {
  const question = interview.questions.find((candidate) => candidate.order === last?.order);
  return question?.answer === last?.answer ? (question?.evidence ?? null) : null;
}
