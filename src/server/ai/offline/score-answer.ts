// Turns the evidence in one answer into a score out of 100. Honest by construction: a
// non-answer scores at most 10 and below any real answer; a specific STAR answer with a
// measurable result scores high; hedging and filler cost points.
import type { AnswerEvidence, NonAnswerReason } from './analyse-answer';

/** A non-answer's score depends only on what kind of non-answer it is. */
export const NON_ANSWER_SCORES: Readonly<Record<NonAnswerReason, number>> = {
  blank: 0,
  gibberish: 2,
  dont_know: 6,
  wrong_language: 10,
};

/** The least a real answer scores, so it always ranks above any non-answer. */
export const MIN_ANSWER_SCORE = 12;
const BASE = 15;
const PER_STAR_PART = 8;
const RESULT_WITH_NUMBER = 6;
const PER_JOB_TERM = 3;
const MAX_JOB_TERMS = 3;
const PER_FILLER = 3;
const MAX_FILLER_PENALTY = 15;

function scoreLength(wordCount: number): number {
  if (wordCount < 8) return 0;
  if (wordCount < 20) return 6;
  if (wordCount < 40) return 12;
  if (wordCount <= 180) return 18;
  // Past three minutes of speech an answer starts to ramble.
  return wordCount <= 300 ? 14 : 10;
}

function scoreMetrics(count: number): number {
  if (count === 0) return 0;
  return count === 1 ? 12 : 17;
}

function scoreActions(count: number): number {
  if (count === 0) return 0;
  return count < 3 ? 5 : 8;
}

export function scoreAnswer(evidence: Omit<AnswerEvidence, 'score'>): number {
  if (evidence.nonAnswerReason) return NON_ANSWER_SCORES[evidence.nonAnswerReason];
  const hasMeasuredResult =
    evidence.starPartsFound.includes('result') && evidence.metrics.length > 0;
  const score =
    BASE +
    scoreLength(evidence.wordCount) +
    PER_STAR_PART * evidence.starPartsFound.length +
    scoreMetrics(evidence.metrics.length) +
    (hasMeasuredResult ? RESULT_WITH_NUMBER : 0) +
    scoreActions(evidence.actionVerbs.length) +
    PER_JOB_TERM * Math.min(evidence.jobTermsUsed.length, MAX_JOB_TERMS) -
    Math.min(PER_FILLER * evidence.fillerAndHedgeCount, MAX_FILLER_PENALTY);
  return Math.round(Math.min(100, Math.max(MIN_ANSWER_SCORE, score)));
}
