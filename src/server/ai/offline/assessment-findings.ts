// Gathers the evidence of every answer into the findings the assessment reports: which questions
// show what, which job skills never came up, and the interview's score.
import type { AnswerEvidence, AnswerProblem, NonAnswerReason } from './analyse-answer';
import { ABSENCE_CLAIMS_BELOW, shownConcern } from './score-answer';
import { measuredResults } from './bare-ranges';
import { PRACTICE_SIZE, WEAK_BELOW } from '../../../shared/constants';
import { isCompleteStory } from '../../../shared/results-at-a-glance';
import { plainHedges } from './plain-hedges';
import { tellsEvents, toldCase } from './told-case';
import { BRIEF_ANSWER_WORDS, chooseFeedback, STRONG_ANSWER_SCORE } from './feedback';

/** The feedback's lines that tell an answer to add a real case. */
/** The lines for an answer of self-portraits (self-portrait.ts): they ask for one real time. */
const CLAIMS: ReadonlySet<string> = new Set([
  'claimsOnly',
  'claimsOnlyMethod',
  'claimsOnlyWhy',
  'claimsOnlyHard',
  'claimsOnlyPlan',
  'claimsOnlyWork',
]);
const ASKS_FOR_A_CASE: ReadonlySet<string> = new Set([
  'addCase',
  'addExample',
  'noExample',
  'noCase',
  // Self-portraits asked for one real time it showed (self-portrait.ts).
  'claimsOnly',
  'claimsOnlyMethod',
]);

export interface EvidencedAnswer {
  order: number;
  question: string;
  evidence: AnswerEvidence;
  /** The answer's text, when at hand: a result is said to lack numbers only if it has no digit. */
  answer?: string;
}

/**
 * A skill of the job: how the posting names it, and how each answer that names it does, by the
 * answer's question number. One term however it is written («медкнижка», «медицинская книжка»), so
 * the assessment never says an answer left out a skill it named in other words.
 */
export interface JobSkill {
  name: string;
  namedIn: ReadonlyMap<number, string>;
  /** An answer uses one of the words the posting names it with, as the skill or not. */
  echoed?: boolean;
}

export interface Findings {
  total: number;
  /** Questions with a real answer (not blank, gibberish, "I don't know" or the wrong language). */
  answered: number;
  /** The mean of the per-answer scores over all questions; a question not answered counts as 0. */
  score: number;
  nonAnswers: Record<NonAnswerReason, number[]>;
  /** Answers that were not the candidate's own answer to the question (copies, keyword lists…). */
  problems: Record<AnswerProblem, number[]>;
  measuredResults: { orders: number[]; metrics: string[] };
  fullStar: number[];
  ownActions: number[];
  /** The job's skills that credited answers name, as the first of them names each. */
  termsUsed: string[];
  /** The job's skills no answer mentions, as the posting names them, in its order. */
  termsNeverUsed: string[];
  missingResult: number[];
  missingNumbers: number[];
  missingSituation: number[];
  teamOnly: number[];
  hedging: { orders: number[]; words: string[] };
  /** Answers with a filler word in them ("um", "basically", «ну»), however few. */
  fillers: number[];
  short: number[];
  /** Technical and scenario questions (4–9) answered without a real example. */
  examplesMissed: number[];
  /**
   * Other answers whose feedback said to add a real case: named as such, so the assessment never
   * says no example was missing under feedback that asked for one (a new user's walk).
   */
  caseSuggested: number[];
  /** Whether every real answer to questions 4–9 rests on a real example (said only then). */
  examplesAllGiven: boolean;
  weak: number[];
  /** The questions "Practice the weakest again" takes: the lowest-scoring, below WEAK_BELOW. */
  practise: number[];
  strong: number[];
  /** The real answer scored highest (the first of equals), if any. */
  best: number | null;
}

const SHORT_ANSWER_WORDS = 15;
const HEDGING_THRESHOLD = 2;
const WEAK_SCORE = 40;
const STRONG_SCORE = 75;
const EXAMPLE_QUESTIONS = { first: 4, last: 9 };
const MAX_TERMS_NEVER_USED = 5;

function ordersWhere(
  answers: readonly EvidencedAnswer[],
  test: (e: AnswerEvidence) => boolean,
): number[] {
  return answers.filter((answer) => test(answer.evidence)).map((answer) => answer.order);
}

/** The findings across all answers, with the job's skills and the answers that name them. */
export function gatherFindings(
  answers: readonly EvidencedAnswer[],
  jobSkills: readonly JobSkill[],
): Findings {
  const sorted = [...answers].sort((a, b) => a.order - b.order);
  const real = sorted.filter(
    (answer) => !answer.evidence.isNonAnswer && answer.evidence.problem === null,
  );
  const stories = real.filter((answer) => answer.evidence.questionKind === 'story');
  const best =
    [...real].sort((a, b) => b.evidence.score - a.evidence.score || a.order - b.order)[0]?.order ??
    null;
  const exampleAnswers = real.filter(
    (a) => a.order >= EXAMPLE_QUESTIONS.first && a.order <= EXAMPLE_QUESTIONS.last,
  );
  // A part is reported missing only where the judge is sure the answer is weak (score-answer.ts).
  const surelyWeak = real.filter((answer) => answer.evidence.score < ABSENCE_CLAIMS_BELOW);
  const surelyWeakStories = stories.filter(
    (answer) => answer.evidence.score < ABSENCE_CLAIMS_BELOW,
  );
  // …and an answer is cited as a strength only where the judge does not (a fluent story about a
  // wedding, scored 15, was cited for "what you did yourself": a new user's walk of 2026-12-02).
  // …nor where it is among those to practise again: "complete stories: question 1" beside "practise
  // the weakest again: question 1" (a new user's walk, thirty-first session) contradicts itself.
  const practise = [...sorted]
    .filter((answer) => answer.evidence.score < WEAK_BELOW)
    .sort((a, b) => a.evidence.score - b.evidence.score || a.order - b.order)
    .slice(0, PRACTICE_SIZE)
    .map((answer) => answer.order)
    .sort((a, b) => a - b);
  const credited = real.filter((answer) => answer.evidence.score >= ABSENCE_CLAIMS_BELOW);
  // Only where there are answers besides them: with three answers or fewer every one is "to
  // practise", and "no strengths yet" beside a best answer of 69 contradicted it (a new user's
  // walk, thirty-second session).
  const cited =
    real.length > PRACTICE_SIZE
      ? credited.filter((answer) => !practise.includes(answer.order))
      : credited;
  const total = sorted.length;
  const sum = sorted.reduce((acc, answer) => acc + answer.evidence.score, 0);
  const nonAnswerOrders = (reason: NonAnswerReason) =>
    ordersWhere(sorted, (e) => e.nonAnswerReason === reason);
  // The figures the feedback praises as results, no other: not a bare range, not «в разы».
  const resultsOf = measuredResults;
  const measured = cited.filter((answer) => resultsOf(answer.evidence).length > 0);
  // Certain verdicts, and concerns only where the judged score bears them out.
  const problemOrders = (problem: AnswerProblem) =>
    ordersWhere(sorted, (e) => e.problem === problem || shownConcern(e) === problem);
  // The job's words are a strength only in an answer credited as the candidate's own: not in one
  // stuffed with them (a new user's walk, twenty-second session: a glazier's keyword-stuffed answer
  // was the only one to name "manual handling", and the strengths praised it).
  const ownWords = new Set(
    credited.filter((answer) => shownConcern(answer.evidence) === null).map((a) => a.order),
  );
  const termsUsed = [
    ...new Set(
      jobSkills.flatMap((skill) =>
        [...skill.namedIn]
          .filter(([order]) => ownWords.has(order))
          .map(([, name]) => name)
          .slice(0, 1),
      ),
    ),
  ];
  // Only hedges that never say anything else: not "this kind of work", not «думаю» in «думаю о
  // свадьбе» (a new user's walk of 2026-12-02 was told to drop both).
  const hedgesOf = (e: AnswerEvidence) => [...new Set([...plainHedges(e), ...e.fillers])];
  const hedging = real.filter((answer) => hedgesOf(answer.evidence).length >= HEDGING_THRESHOLD);
  const has = (e: AnswerEvidence, part: 'situation' | 'action' | 'result') =>
    e.starPartsFound.includes(part);
  // As the feedback told them: under 15 words, or under 40 below a score it praises; not an
  // answer of self-portraits, told to give one real time, not that it is short (a review).
  const short = ordersWhere(
    real,
    (e) =>
      e.wordCount < SHORT_ANSWER_WORDS ||
      (e.wordCount < BRIEF_ANSWER_WORDS &&
        e.score < STRONG_ANSWER_SCORE &&
        !CLAIMS.has(chooseFeedback(e).improvement)),
  );
  return {
    total,
    answered: real.length,
    score: total === 0 ? 0 : Math.round(sum / total),
    nonAnswers: {
      blank: nonAnswerOrders('blank'),
      gibberish: nonAnswerOrders('gibberish'),
      dont_know: nonAnswerOrders('dont_know'),
      wrong_language: nonAnswerOrders('wrong_language'),
    },
    problems: {
      copied_question: problemOrders('copied_question'),
      copied_job_description: problemOrders('copied_job_description'),
      repeated_answer: problemOrders('repeated_answer'),
      keyword_list: problemOrders('keyword_list'),
      questions_back: problemOrders('questions_back'),
      keyword_stuffing: problemOrders('keyword_stuffing'),
      off_topic: problemOrders('off_topic'),
      generic: problemOrders('generic'),
    },
    measuredResults: {
      orders: measured.map((answer) => answer.order),
      metrics: [
        ...new Set(measured.flatMap((answer) => resultsOf(answer.evidence).map((m) => m.text))),
      ].slice(0, 4),
    },
    // A story told as it happened, not a procedure in the present (told-case.ts); not one listed
    // as too short to show much (a new user's walk, thirty-fourth session: question 9 in both).
    fullStar: ordersWhere(
      cited,
      (e) =>
        isCompleteStory(e.starPartsFound) && tellsEvents(e) && e.telling?.outcomeUnknown !== true,
    ).filter((order) => !short.includes(order)),
    ownActions: ordersWhere(cited, (e) => e.actionVerbs.length > 0),
    termsUsed,
    // "No answer mentions" is said only of a skill no answer names in any of its words.
    termsNeverUsed: [
      ...new Set(
        jobSkills
          .filter((skill) => skill.namedIn.size === 0 && !skill.echoed)
          .map((skill) => skill.name),
      ),
    ].slice(0, MAX_TERMS_NEVER_USED),
    // Only a story needs an ending and a scene; a method or an open answer is judged otherwise.
    // Only of a story told (a new user's walk: «у истории нет конца» was said of an answer of
    // qualities alone, which is told to give one real time instead).
    missingResult: ordersWhere(surelyWeakStories, (e) => !has(e, 'result') && toldCase(e)),
    // No number at all, not only none the figure reader knows ("442 Гц вместо 440": a new user's
    // walk of 2026-12-03), nor one said in words («на час позже», «по восемь»: a later walk),
    // and only of a case told: "results without numbers" of an answer of qualities misled.
    missingNumbers: stories
      .filter(({ evidence: e }) => has(e, 'result') && e.metrics.length === 0)
      .filter(({ evidence: e }) => toldCase(e) && (e.specifics ?? 0) === 0)
      .filter(({ answer }) => !/\d/u.test(answer ?? ''))
      .map((answer) => answer.order),
    missingSituation: ordersWhere(surelyWeakStories, (e) => !has(e, 'situation')),
    teamOnly: ordersWhere(surelyWeak, (e) => e.actionVerbs.length === 0 && e.teamVerbs.length > 0),
    hedging: {
      orders: hedging.map((answer) => answer.order),
      words: [...new Set(hedging.flatMap((a) => hedgesOf(a.evidence)))].slice(0, 4),
    },
    fillers: ordersWhere(real, (e) => e.fillers.length > 0),
    short,
    // …and at least one was given: an interview finished before them has no "every" to praise
    // (a new user's walk, thirtieth session).
    examplesAllGiven:
      exampleAnswers.length > 0 &&
      exampleAnswers.every(
        (a) => a.evidence.hasExample || (has(a.evidence, 'situation') && has(a.evidence, 'action')),
      ),
    // As the feedback told them: weak for certain, or told it was general words (one real time).
    examplesMissed: real
      .filter((a) => surelyWeak.includes(a) || shownConcern(a.evidence) === 'generic')
      .filter((a) => a.order >= EXAMPLE_QUESTIONS.first && a.order <= EXAMPLE_QUESTIONS.last)
      // An answer with a real occasion in it, or a method shown on a case, has its example.
      .filter((a) => !a.evidence.hasExample)
      .filter((a) => !has(a.evidence, 'situation') || !has(a.evidence, 'action'))
      .map((a) => a.order),
    caseSuggested: real
      .filter((a) => ASKS_FOR_A_CASE.has(chooseFeedback(a.evidence).improvement))
      .map((a) => a.order),
    weak: ordersWhere(sorted, (e) => e.score < WEAK_SCORE),
    practise,
    strong: ordersWhere(sorted, (e) => e.score >= STRONG_SCORE),
    best,
  };
}

/**
 * Whether the summary may say the answers lack concrete results: only where the findings name
 * answers without an outcome or without a number for it (a new user's walk, twenty-sixth session:
 * "needs more concrete results" above "No one weakness runs through the answers").
 */
export function lacksResults(findings: Findings): boolean {
  return findings.missingResult.length > 0 || findings.missingNumbers.length > 0;
}

/** Whether it may say they need real examples and outcomes: only where some lack them. */
export function lacksExamples(findings: Findings): boolean {
  return findings.examplesMissed.length > 0 || findings.missingResult.length > 0;
}
