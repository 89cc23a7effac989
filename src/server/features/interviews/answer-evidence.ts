import type { Language } from '../../../shared/language';
import {
  analyseAnswer,
  type AnswerProblem,
  type NonAnswerReason,
} from '../../ai/offline/analyse-answer';
import type { InterviewRow, QuestionRow } from './interviews.repository';

/**
 * What the results page shows under each answer: the observable evidence in it (the same reading
 * the offline coach bases its feedback and score on), so the candidate sees why.
 */
export interface AnswerEvidenceView {
  wordCount: number;
  /**
   * Why the answer is not really an answer, when it is not: a non-answer, or an answer that is not
   * the candidate's own answer to the question (a copy, a keyword list, an off-topic story).
   */
  nonAnswerReason: NonAnswerReason | AnswerProblem | null;
  starPartsFound: Array<'situation' | 'task' | 'action' | 'result'>;
  /** Measured results and figures, as written. */
  metrics: string[];
  jobTermsUsed: string[];
  jobTermsMissed: string[];
  /** Filler words and hedges found. */
  fillers: string[];
  /** The offline coach's 0–100 for this answer. */
  score: number;
}

/** The evidence for each answered question of an interview, keyed by question order. */
export function evidenceFor(
  interview: InterviewRow,
  questions: QuestionRow[],
): Map<number, AnswerEvidenceView> {
  const language = interview.language as Language;
  const views = new Map<number, AnswerEvidenceView>();
  const earlierAnswers: string[] = [];
  for (const question of [...questions].sort((a, b) => a.order - b.order)) {
    if (question.answer === null) continue;
    const evidence = analyseAnswer({
      answer: question.answer,
      language,
      question: question.questionText,
      jobTitle: interview.jobTitle,
      jobDescription: interview.jobDescription,
      earlierAnswers: [...earlierAnswers],
    });
    earlierAnswers.push(question.answer);
    views.set(question.order, {
      wordCount: evidence.wordCount,
      nonAnswerReason: evidence.nonAnswerReason ?? evidence.problem,
      starPartsFound: evidence.starPartsFound,
      metrics: evidence.metrics.map((metric) => metric.text),
      jobTermsUsed: evidence.jobTermsUsed,
      jobTermsMissed: evidence.jobTermsMissed,
      fillers: [...evidence.fillers, ...evidence.hedges],
      score: evidence.score,
    });
  }
  return views;
}
