import type { Language } from '../../../shared/language';
import type { AnswerEvidence, QuestionKind } from '../../../shared/schemas/interviews';
import { analyseAnswer } from '../../ai/offline/analyse-answer';
import type { InterviewRow } from './interviews.repository';

/**
 * The evidence in one answer, read as the offline coach reads it (the same analysis its feedback
 * and score rest on), so the candidate sees why. Earlier answers are what it was written after.
 */
export function evidenceOfAnswer(options: {
  interview: Pick<InterviewRow, 'language' | 'jobTitle' | 'jobDescription'>;
  question: string;
  /** As stored with the question; null or absent (old rows, a trial): read from its wording. */
  questionKind?: QuestionKind | null;
  answer: string;
  earlierAnswers: string[];
}): AnswerEvidence {
  const { interview } = options;
  const evidence = analyseAnswer({
    answer: options.answer,
    language: interview.language as Language,
    question: options.question,
    ...(options.questionKind ? { questionKind: options.questionKind } : {}),
    jobTitle: interview.jobTitle,
    jobDescription: interview.jobDescription,
    earlierAnswers: options.earlierAnswers,
  });
  return {
    wordCount: evidence.wordCount,
    questionKind: evidence.questionKind,
    nonAnswerReason: evidence.nonAnswerReason ?? evidence.problem,
    starPartsFound: evidence.starPartsFound,
    metrics: evidence.metrics.map((metric) => metric.text),
    jobTermsUsed: evidence.jobTermsUsed,
    jobTermsMissed: evidence.jobTermsMissed,
    fillers: [...evidence.fillers, ...evidence.hedges],
    score: evidence.score,
  };
}
