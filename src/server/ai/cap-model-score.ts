// Only the certain verdicts bound a model's score: an answer that is not an answer (blank,
// gibberish, "I don't know", another language) or mechanically not the candidate's own (a copy of
// the question or the job description, an earlier answer again, a bare list of words) counts at
// most what the offline coach gives it, however generously a model reads it. What is a matter of
// degree (a template, another topic, general words: the fitted judge's concerns) never caps a
// model's score; real answers are left to the model's judgement.
import { MAX_SCORE } from '../../shared/constants';
import type { Language } from '../../shared/language';
import type { Assessment } from './coach';
import { readAnswers, type AssessContext } from './offline/assessment';
import { SCORE_LABEL } from './prompts/assessment';

const NOTE: Record<Language, (cap: number, orders: string) => string> = {
  en: (cap, orders) =>
    `The score is capped at ${cap}: the answers to questions ${orders} were not counted as answers (see the feedback on each).`,
  ru: (cap, orders) =>
    `Оценка ограничена значением ${cap}: ответы на вопросы ${orders} не засчитаны как ответы (см. отзыв к каждому).`,
};

const SCORE_LINE = /(?:score|оценка|балл|rating|итог)[^\n]*\d|\d{1,3}\s*(?:\/|из|out of)\s*\d/iu;

/** The highest score the interview can have, and the questions that bound it. */
export function findScoreCap(context: AssessContext): { cap: number; orders: number[] } {
  const answers = readAnswers(context);
  if (answers.length === 0) return { cap: MAX_SCORE, orders: [] };
  const notCounted = answers.filter(
    (answer) => answer.evidence.isNonAnswer || answer.evidence.problem !== null,
  );
  const total = answers.reduce(
    (sum, answer) => sum + (notCounted.includes(answer) ? answer.evidence.score : MAX_SCORE),
    0,
  );
  return {
    cap: Math.round(total / answers.length),
    orders: notCounted.map((answer) => answer.order),
  };
}

/** The model's assessment with its score bounded by the gates, saying so when it was lowered. */
export function capModelAssessment(assessment: Assessment, context: AssessContext): Assessment {
  const { cap, orders } = findScoreCap(context);
  if (assessment.score === null || assessment.score <= cap) return assessment;
  const label = SCORE_LABEL[context.language];
  const lines = assessment.text.trimEnd().split('\n');
  const scoreLine = lines.findLastIndex((line) => SCORE_LINE.test(line));
  const kept = scoreLine === -1 ? lines : lines.slice(0, scoreLine);
  const text = [
    ...kept,
    '',
    NOTE[context.language](cap, orders.join(', ')),
    '',
    `${label}: ${cap}/${MAX_SCORE}`,
  ].join('\n');
  return { text, score: cap };
}
