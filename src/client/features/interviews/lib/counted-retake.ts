import type { Dispatch, SetStateAction } from 'react';
import type { AnswerOutcome } from '../api/submit-answer';
import type { CountedAttempt } from '../components/retake-form';

/**
 * After a retake that now counts as the best attempt, the feedback shown above the next question
 * is that attempt's, and "Try again" starts from its answer: not the attempt it replaced (a new
 * user's walk, twenty-second session, saw the discarded attempt's follow-up still quoted).
 */
export function showCountedRetake(
  setFeedback: Dispatch<SetStateAction<AnswerOutcome | null>>,
  setAnswered: Dispatch<SetStateAction<{ order: number; answer: string } | null>>,
) {
  return (attempt: CountedAttempt) => {
    setFeedback(
      (last) =>
        last && { ...last, feedback: attempt.feedback, feedbackFailed: attempt.feedback === null },
    );
    setAnswered((last) => last && { ...last, answer: attempt.answer });
  };
}
