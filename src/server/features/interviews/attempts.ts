import type { AnswerEvidence } from '../../../shared/schemas/interviews';
import type { AttemptRow, QuestionRow } from './interviews.repository';

/** One answer to a question: attempt 1 is the first answer, 2 onwards the retakes. */
export interface Attempt {
  attempt: number;
  answer: string;
  feedback: string | null;
  evidence: AnswerEvidence | null;
  answeredAt: Date | null;
}

/** Every answer given to the question, first one first; none before it is answered. */
export function attemptsOfQuestion(question: QuestionRow, retakes: AttemptRow[]): Attempt[] {
  if (question.answer === null) return [];
  const first: Attempt = {
    attempt: 1,
    answer: question.answer,
    feedback: question.feedback,
    evidence: question.evidence,
    answeredAt: question.answeredAt,
  };
  const later = retakes
    .filter((retake) => retake.interviewId === question.interviewId)
    .filter((retake) => retake.order === question.order)
    .sort((a, b) => a.attempt - b.attempt)
    .map((retake) => ({
      attempt: retake.attempt,
      answer: retake.answer,
      feedback: retake.feedback,
      evidence: retake.evidence,
      answeredAt: retake.createdAt,
    }));
  return [first, ...later];
}

/**
 * The attempt the assessment and the results count: the highest score the coach's reading gave;
 * of equal scores, the later one (the candidate's latest way of telling it).
 */
export function bestAttempt(attempts: Attempt[]): Attempt | undefined {
  let best: Attempt | undefined;
  for (const attempt of attempts) {
    if (!best || (attempt.evidence?.score ?? -1) >= (best.evidence?.score ?? -1)) best = attempt;
  }
  return best;
}

/** The question as the assessment reads it: its best attempt in place of the first answer. */
export function withBestAttempt(question: QuestionRow, retakes: AttemptRow[]): QuestionRow {
  const best = bestAttempt(attemptsOfQuestion(question, retakes));
  if (!best || best.attempt === 1) return question;
  // A retake is answered on its own: the first answer's follow-up is not part of it.
  return {
    ...question,
    answer: best.answer,
    feedback: best.feedback,
    evidence: best.evidence,
    reading:
      retakes.find(
        (retake) =>
          retake.interviewId === question.interviewId &&
          retake.order === question.order &&
          retake.attempt === best.attempt,
      )?.reading ?? null,
    followUp: null,
    followUpAnswer: null,
  };
}

/** The answer as the coach reads it: the answer, then what the follow-up added. */
export function wholeAnswerOf(
  question: Pick<QuestionRow, 'answer' | 'followUpAnswer'>,
  followUpAnswer = question.followUpAnswer,
): string {
  const answer = question.answer ?? '';
  return followUpAnswer ? `${answer}\n\n${followUpAnswer}` : answer;
}
