import { MAX_ATTEMPTS_PER_QUESTION, PRACTICE_SIZE, WEAK_BELOW } from '../../../../shared/constants';
import type { InterviewDetail } from '../api/get-interview';

type Question = InterviewDetail['questions'][number];
export type AttemptView = Question['attempts'][number];

/** The attempt that counts for the question: its best; null before it is answered. */
export function countedAttemptOf(question: Question): AttemptView | null {
  return question.attempts.find((attempt) => attempt.attempt === question.bestAttempt) ?? null;
}

/** The question with its best attempt in place of the first answer, as the results show it. */
export function asCounted(question: Question): Question {
  const counted = countedAttemptOf(question);
  if (!counted || counted.attempt === 1) return question;
  return {
    ...question,
    answer: counted.answer,
    feedback: counted.feedback,
    evidence: counted.evidence,
    // A retake is answered on its own: the first answer's follow-up is not part of it.
    followUp: null,
    followUpAnswer: null,
  };
}

/** The score the question counts with (its best attempt), or null. */
export function countedScoreOf(question: Question): number | null {
  return countedAttemptOf(question)?.evidence?.score ?? null;
}

/** Whether "Try again" is still open for the question. */
export function canRetake(question: Question): boolean {
  return (
    question.answer !== null &&
    question.feedback !== null &&
    question.attempts.length < MAX_ATTEMPTS_PER_QUESTION
  );
}

/**
 * The questions to practise again, in interview order: the PRACTICE_SIZE lowest-scoring ones
 * under WEAK_BELOW that still have attempts left.
 */
export function weakestOrders(questions: Question[]): number[] {
  return questions
    .filter(canRetake)
    .map((question) => ({ order: question.order, score: countedScoreOf(question) }))
    .filter((entry): entry is { order: number; score: number } => entry.score !== null)
    .filter((entry) => entry.score < WEAK_BELOW)
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .slice(0, PRACTICE_SIZE)
    .map((entry) => entry.order)
    .sort((a, b) => a - b);
}
