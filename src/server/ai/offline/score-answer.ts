// Turns the evidence in one answer into a score out of 100. Relevance comes first: a non-answer,
// a copy (of the question, the job description, an earlier answer), a keyword list, a template
// stuffed with the job's terms and an off-topic story score low whatever their structure or
// numbers. A real answer is then judged by what its question asks for: a story by its situation,
// own actions and result; a method by its steps and an example; an open question by concrete
// facts. Rambling, hedging and filler cost points.
import type { AnswerEvidence, AnswerProblem, NonAnswerReason } from './analyse-answer';

/** A non-answer's score depends only on what kind of non-answer it is. */
export const NON_ANSWER_SCORES: Readonly<Record<NonAnswerReason, number>> = {
  blank: 0,
  gibberish: 2,
  dont_know: 6,
  wrong_language: 10,
};

/** An answer that is not the candidate's own answer to this question scores this, whatever it holds. */
export const PROBLEM_SCORES: Readonly<Record<AnswerProblem, number>> = {
  copied_question: 5,
  copied_job_description: 6,
  repeated_answer: 8,
  keyword_list: 8,
  keyword_stuffing: 14,
  off_topic: 12,
  generic: 15,
};

/** The least a real answer scores, so it always ranks above any non-answer. */
export const MIN_ANSWER_SCORE = 12;
/** Past this many words an answer rambles (about two minutes of speech). */
export const RAMBLING_WORDS = 250;
const BASE = 18;
const PER_STAR_PART = 6;
const PER_JOB_TERM = 3;
const MAX_JOB_TERMS = 3;
const PER_FILLER = 3;
const MAX_FILLER_PENALTY = 15;

function scoreLength(wordCount: number): number {
  if (wordCount < 15) return 0;
  if (wordCount < 30) return 5;
  if (wordCount < 60) return 10;
  if (wordCount <= RAMBLING_WORDS) return 14;
  return wordCount <= 400 ? 6 : 0;
}

function scoreActions(count: number): number {
  if (count === 0) return 0;
  return count < 3 ? 4 : 7;
}

function scoreSpecifics(evidence: Evidence): number {
  const terms = PER_JOB_TERM * Math.min(evidence.jobTermsUsed.length, MAX_JOB_TERMS);
  const figures = evidence.metrics.length === 0 ? 0 : evidence.metrics.length === 1 ? 5 : 8;
  return terms + figures;
}

type Evidence = Omit<AnswerEvidence, 'score'>;

/** A real case with the candidate's own actions and how it ended: a method shown at work. */
export function isFullCase(evidence: Evidence): boolean {
  const found = evidence.starPartsFound;
  return (
    evidence.hasExample &&
    evidence.actionVerbs.length > 0 &&
    found.includes('action') &&
    found.includes('result')
  );
}

/** A method: its steps, the habits it names, and a real case it was used on. */
function scoreMethod(evidence: Evidence): number {
  const ownResult = evidence.resultMetrics.length > 0 ? 4 : 0;
  const steps =
    evidence.steps.length >= 3 ? 14 : evidence.steps.length === 2 ? 10 : evidence.steps.length * 5;
  // A detailed account of what one does, habit by habit, is a method even without "first… then".
  const count = evidence.practices.length;
  const practices = count >= 5 ? 14 : count >= 3 ? 10 : count > 0 ? 5 : 0;
  // A method shown at work on a real case is worth as much as a tidy list of steps.
  const example = evidence.hasExample ? 10 : 0;
  const acted = evidence.actionVerbs.length > 0 ? 4 : 0;
  return Math.min(32, steps + practices + example + ownResult + acted);
}

/** A story: its situation, task, actions and result, and a figure for the result. */
function scoreStory(evidence: Evidence): number {
  const ownResult = evidence.resultMetrics.length > 0 ? 8 : 0;
  const hasOutcome = evidence.starPartsFound.includes('result');
  return (
    PER_STAR_PART * evidence.starPartsFound.length +
    ownResult +
    (hasOutcome && ownResult === 0 ? 2 : 0)
  );
}

/** Reasons tied to the job ("because…", "мне важно…"), for why-questions such as motivation. */
function scoreReasons(evidence: Evidence): number {
  const reasons = Math.min(3, evidence.reasons.length) * 7;
  const concrete = evidence.jobTermsUsed.length > 0 || evidence.metrics.length > 0 ? 6 : 0;
  return reasons + concrete + (evidence.hasExample ? 5 : 0);
}

/** Up to 32 points for the shape the question asks for; an open question takes any shape. */
function scoreStructure(evidence: Evidence): number {
  // A method shown on one real case, from the situation to how it ended, is worth as much as the
  // same story would be to a story question.
  if (evidence.questionKind === 'method') {
    return Math.max(scoreMethod(evidence), isFullCase(evidence) ? scoreStory(evidence) : 0);
  }
  if (evidence.questionKind === 'story') return scoreStory(evidence);
  return Math.min(
    32,
    Math.max(scoreMethod(evidence), scoreStory(evidence), scoreReasons(evidence)),
  );
}

export function scoreAnswer(evidence: Evidence): number {
  if (evidence.nonAnswerReason) return NON_ANSWER_SCORES[evidence.nonAnswerReason];
  if (evidence.problem) return PROBLEM_SCORES[evidence.problem];
  const earned =
    scoreLength(evidence.wordCount) +
    scoreActions(evidence.actionVerbs.length) +
    scoreSpecifics(evidence) +
    scoreStructure(evidence);
  let score =
    BASE +
    earned * Math.min(1, 0.4 + evidence.topicality) -
    Math.min(PER_FILLER * evidence.fillerAndHedgeCount, MAX_FILLER_PENALTY);
  // A long answer loses the listener however good its parts are.
  if (evidence.wordCount > 400) score = Math.min(score, 15);
  else if (evidence.wordCount > RAMBLING_WORDS) score = Math.min(score, 40);
  return Math.round(Math.min(100, Math.max(MIN_ANSWER_SCORE, score)));
}
