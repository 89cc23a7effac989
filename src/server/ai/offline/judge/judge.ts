// The fitted judge: a real answer's 0–100 is a weighted sum of the features below, with weights
// fitted to answers graded by readers playing the hiring manager (eval/graded; `npm run
// eval:judge -- --fit` writes judge-weights.json). It is deterministic and explains itself: each
// feature's share of the score is its weight times how far the answer is from the average one.
// Certain verdicts (blank, "I don't know", another language, a copy, a repeat, a word list) are
// rules and never reach it; everything fuzzy (topic, templates, general words) is a feature here.
import type { QuestionKind } from '../question-kind';
import type { AnswerSignals } from '../answer-checks';
import type { TextSignals } from './features';
import weightsFile from './judge-weights.json';
import { explainBoosted, predictBoosted, type Boosted } from './trees';

/** What the judge reads: the evidence of one answer, counted. */
export interface JudgeInput {
  wordCount: number;
  questionKind: QuestionKind;
  actionVerbs: number;
  teamVerbs: number;
  situation: boolean;
  task: boolean;
  action: boolean;
  result: boolean;
  hasExample: boolean;
  metrics: number;
  resultMetrics: number;
  steps: number;
  practices: number;
  reasons: number;
  jobTerms: number;
  topicality: number;
  relevance: number;
  fillers: number;
  signals: AnswerSignals;
  text: TextSignals;
}

const cap = (value: number, max: number) => Math.min(value, max) / max;
const flag = (value: boolean) => (value ? 1 : 0);

/** Which way a feature may move the score: up only (1), down only (-1), or as the data say (0). */
export type Direction = 1 | -1 | 0;

/**
 * The features, by name, with the way each may move the score: more of the candidate's own
 * actions, a result or a real figure never lowers it; more jargon, round figures or general
 * words never raises it. The fit keeps these directions (monotone trees), so the data decide how
 * much a feature counts but never that a measured result makes an answer worse. Adding or
 * changing one needs a new fit (the names are checked).
 */
export const FEATURES: ReadonlyArray<readonly [string, Direction, (r: JudgeInput) => number]> = [
  // Length counts up to about a minute of speech; past that, the graded answers say it is no
  // sign of quality (concise answers graded 82, long plain ones 57), and rambling is its own feature.
  ['log_words', 0, (r) => Math.log1p(Math.min(r.wordCount, 110))],
  ['very_short', -1, (r) => flag(r.wordCount < 15)],
  ['short', 0, (r) => flag(r.wordCount < 40)],
  ['rambling', -1, (r) => Math.max(0, r.wordCount - 250) / 100],
  ['own_actions', 1, (r) => cap(r.actionVerbs, 6)],
  ['team_only', -1, (r) => flag(r.actionVerbs === 0 && r.teamVerbs > 0)],
  ['situation', 1, (r) => flag(r.situation)],
  ['action', 1, (r) => flag(r.action)],
  ['result', 1, (r) => flag(r.result)],
  ['example', 1, (r) => flag(r.hasExample)],
  ['figures_real', 1, (r) => cap(Math.max(0, r.metrics - r.signals.roundFigures), 3)],
  ['figures_round', -1, (r) => cap(r.signals.roundFigures, 3)],
  ['result_figure', 1, (r) => flag(r.resultMetrics > 0)],
  ['steps', 1, (r) => cap(r.steps, 4)],
  ['practices', 1, (r) => cap(r.practices, 5)],
  ['reasons', 1, (r) => cap(r.reasons, 3)],
  ['job_terms', 0, (r) => cap(r.jobTerms, 5)],
  ['topicality', 1, (r) => r.topicality],
  ['relevance', 1, (r) => r.relevance],
  ['job_share', 1, (r) => r.signals.jobShare],
  ['question_share', 1, (r) => r.text.questionShare],
  ['quoted_share', 1, (r) => r.text.quotedShare ?? 0],
  ['profile_share', 1, (r) => r.text.profileShare],
  ['life_words', -1, (r) => cap(r.signals.lifeWords, 4)],
  ['off_topic_shape', -1, (r) => flag(r.signals.offTopicShape)],
  ['other_field', -1, (r) => flag(r.text.otherField)],
  ['generic', -1, (r) => flag(r.text.generic)],
  ['platitudes', -1, (r) => cap(r.text.platitudes, 5)],
  ['platitude_sentences', -1, (r) => r.text.platitudeSentences],
  ['stuffed_shape', -1, (r) => flag(r.signals.stuffedShape)],
  ['star_labels', -1, (r) => flag(r.signals.starLabels)],
  ['buzzwords', -1, (r) => cap(r.signals.buzzwords, 4)],
  ['fillers', -1, (r) => cap(r.fillers, 5)],
  ['first_person', 1, (r) => Math.min(r.text.firstPerson, 0.15)],
  ['proper_nouns', 1, (r) => Math.min(r.text.properNouns, 0.1)],
  ['distinct_share', 0, (r) => r.text.distinctShare],
  ['abstract_nouns', -1, (r) => Math.min(r.text.abstractNouns, 0.25)],
  ['past_tense', 1, (r) => Math.min(r.text.pastTense, 0.2)],
  ['hypothetical', -1, (r) => Math.min(r.text.hypothetical, 0.1)],
  ['quotes', 1, (r) => flag(r.text.quotes)],
  ['sentence_words', 0, (r) => Math.min(r.text.sentenceWords, 40) / 40],
  ['story_result', 1, (r) => flag(r.questionKind === 'story' && r.result)],
  ['story_example', 1, (r) => flag(r.questionKind === 'story' && r.hasExample)],
  ['method_steps', 1, (r) => (r.questionKind === 'method' ? cap(r.steps + r.practices, 5) : 0)],
  ['open_reasons', 1, (r) => (r.questionKind === 'open' ? cap(r.reasons, 3) : 0)],
  ['story_past', 1, (r) => (r.questionKind === 'story' ? Math.min(r.text.pastTense, 0.2) : 0)],
  // The register the answer speaks (register.ts): a story of the speaker's own private life, and
  // a consultant's jargon, each learned from the graded corpus's answers of that kind.
  ['private_register', -1, (r) => r.text.register.private],
  ['jargon_register', -1, (r) => r.text.register.jargon],
];

/** A fitted linear model over the standardised features. */
export interface LinearModel {
  weights: number[];
  intercept: number;
}

/** A concern's classifier: the probability that an answer is of that kind, and when to say so. */
export interface ConcernModel extends LinearModel {
  /** Said only at or above this probability (chosen so honest answers almost never reach it). */
  threshold: number;
}

export type JudgedConcern = 'off_topic' | 'generic' | 'keyword_stuffing';
export const JUDGED_CONCERNS: readonly JudgedConcern[] = [
  'off_topic',
  'generic',
  'keyword_stuffing',
];

export interface JudgeWeights {
  version: number;
  features: string[];
  means: number[];
  scales: number[];
  /** The grade, 0–100, as a weighted sum (ridge regression), when no trees were fitted. */
  score: LinearModel;
  /** The grade as boosted regression trees over the raw features, when fitted. */
  boosted?: Boosted;
  /** Logistic classifiers of the concerns (what a gaming or a vague answer looks like). */
  concerns: Record<JudgedConcern, ConcernModel>;
  /**
   * When set, the trees also read this concern classifier's log-odds as one more input, after the
   * features (a stacked model: the classifier's linear view of "what a gaming answer looks like").
   */
  stackConcern?: JudgedConcern;
  /**
   * A monotone map from the model's raw prediction to the graders' scale, fitted (isotonic
   * regression) to predictions the model made of jobs it was fitted without: such predictions are
   * drawn towards the middle, so weak answers read too high and strong ones too low.
   */
  calibration?: Calibration;
  /** How the weights were fitted, for the record. */
  fit: Record<string, unknown>;
}

/** Knots of a non-decreasing piecewise-linear map: raw prediction → grade. */
export interface Calibration {
  raw: number[];
  calibrated: number[];
}

/** The raw prediction on the graders' scale; flat beyond the first and the last knot. */
export function calibrate(value: number, calibration: Calibration | undefined): number {
  if (!calibration || calibration.raw.length === 0) return value;
  const { raw, calibrated } = calibration;
  if (value <= raw[0]!) return calibrated[0]!;
  const last = raw.length - 1;
  if (value >= raw[last]!) return calibrated[last]!;
  let high = 1;
  while (raw[high]! < value) high += 1;
  const [x0, x1, y0, y1] = [raw[high - 1]!, raw[high]!, calibrated[high - 1]!, calibrated[high]!];
  return x1 === x0 ? y1 : y0 + ((y1 - y0) * (value - x0)) / (x1 - x0);
}

export function featureVector(input: JudgeInput): number[] {
  return FEATURES.map(([, , of]) => of(input));
}

/** The least a real answer scores, so it always ranks above any non-answer. */
export const MIN_JUDGED_SCORE = 12;

export const JUDGE_WEIGHTS = weightsFile as JudgeWeights;

/** Throws when the weights were fitted to another list of features. */
export function checkWeights(weights: JudgeWeights): void {
  const names = FEATURES.map(([name]) => name);
  if (weights.features.join(',') !== names.join(',')) {
    throw new Error(
      'judge-weights.json was fitted to other features: run npm run eval:judge -- --fit',
    );
  }
}

function standardise(vector: readonly number[], weights: JudgeWeights): number[] {
  return vector.map(
    (value, index) => (value - (weights.means[index] ?? 0)) / (weights.scales[index] || 1),
  );
}

/** A linear model's log-odds (or value) of a standardised vector. */
function linear(model: LinearModel, x: readonly number[]): number {
  let sum = model.intercept;
  x.forEach((value, i) => {
    sum += value * (model.weights[i] ?? 0);
  });
  return sum;
}

/** What the trees read: the features, and the stacked concern's log-odds when the fit has one. */
export function treeInput(vector: readonly number[], weights: JudgeWeights): number[] {
  if (!weights.stackConcern) return [...vector];
  return [...vector, linear(weights.concerns[weights.stackConcern], standardise(vector, weights))];
}

/** The raw, unclipped prediction and each feature's share of it, in points. */
export function predict(
  vector: readonly number[],
  weights: JudgeWeights = JUDGE_WEIGHTS,
): { value: number; contributions: number[] } {
  if (weights.boosted) {
    const input = treeInput(vector, weights);
    return {
      value: predictBoosted(weights.boosted, input),
      contributions: explainBoosted(weights.boosted, input),
    };
  }
  const contributions = standardise(vector, weights).map(
    (value, index) => value * (weights.score.weights[index] ?? 0),
  );
  return {
    value: weights.score.intercept + contributions.reduce((a, b) => a + b, 0),
    contributions,
  };
}

export function clipScore(value: number): number {
  return Math.round(Math.min(100, Math.max(MIN_JUDGED_SCORE, value)));
}

/** The judged 0–100 of a real answer. */
export function judgeAnswer(input: JudgeInput, weights: JudgeWeights = JUDGE_WEIGHTS): number {
  return clipScore(calibrate(predict(featureVector(input), weights).value, weights.calibration));
}

export function sigmoid(value: number): number {
  return 1 / (1 + Math.exp(-value));
}

/** The probability of each concern. */
export function concernProbabilities(
  vector: readonly number[],
  weights: JudgeWeights = JUDGE_WEIGHTS,
): Record<JudgedConcern, number> {
  const x = standardise(vector, weights);
  const of = (model: LinearModel) => sigmoid(linear(model, x));
  return Object.fromEntries(
    JUDGED_CONCERNS.map((concern) => [concern, of(weights.concerns[concern])]),
  ) as Record<JudgedConcern, number>;
}

/**
 * What a concern tells the user must be in the answer to point at (precision before recall):
 * "this tells the interviewer about you in general terms" needs at least one general phrase about
 * oneself. Over the training jobs the classifier said it of 204 answers; the one with no such
 * phrase was a short, specific answer the hiring managers graded 78 ("I never open a door for
 * anyone; I send them to reception"). Six vague answers of 201 are no longer told so.
 */
const STATED_ONLY_WHEN: Partial<Record<JudgedConcern, (input: JudgeInput) => boolean>> = {
  generic: (input) => input.text.platitudes > 0,
};

/** The concern the classifiers are sure of, if any (the surest, relative to its threshold). */
export function judgeConcern(
  input: JudgeInput,
  weights: JudgeWeights = JUDGE_WEIGHTS,
): JudgedConcern | null {
  const probabilities = concernProbabilities(featureVector(input), weights);
  let best: { concern: JudgedConcern; margin: number } | null = null;
  for (const concern of JUDGED_CONCERNS.filter((name) => STATED_ONLY_WHEN[name]?.(input) ?? true)) {
    const margin = probabilities[concern] - weights.concerns[concern].threshold;
    if (margin >= 0 && (!best || margin > best.margin)) best = { concern, margin };
  }
  return best?.concern ?? null;
}

/** The features that raised and lowered this answer's score most, in points. */
export function explainAnswer(
  input: JudgeInput,
  weights: JudgeWeights = JUDGE_WEIGHTS,
): { feature: string; points: number }[] {
  const { contributions } = predict(featureVector(input), weights);
  const names = [...weights.features, `${weights.stackConcern ?? ''}_likeness`];
  return contributions
    .map((points, index) => ({ feature: names[index] ?? '', points }))
    .sort((a, b) => Math.abs(b.points) - Math.abs(a.points));
}
