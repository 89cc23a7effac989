// `npm run eval:judge`: the fitted judge against the graded corpus (eval/graded/README.md).
//   (no flag)  leave-one-job-out cross-validation on the training jobs (what tuning looks at)
//   --test     also the frozen test set scored with the committed weights; writes report.md
//   --record   as --test, and records the figures in eval/graded/figures.json
//   --fresh    also the second frozen panel (split.json `fresh`), scored with the committed weights
//   --third    also the third frozen panel (split.json `third`), the same way
//   --fourth   also the fourth frozen panel (split.json `fourth`), the same way
//   --fifth    also the fifth frozen panel (split.json `fifth`), the same way
//   --sixth    also the sixth frozen panel (split.json `sixth`), the same way
//   --seventh  also the seventh frozen panel (split.json `seventh`), the same way
//   --eighth   also the eighth frozen panel (split.json `eighth`), the same way
//   --ninth    also the ninth frozen panel (split.json `ninth`), the same way
//   --tenth    also the tenth frozen panel (split.json `tenth`), the same way
//   --eleventh also the eleventh frozen panel (split.json `eleventh`), the same way
//   --twelfth  also the twelfth frozen panel (split.json `twelfth`), the same way
//   --thirteenth also the thirteenth frozen panel (split.json `thirteenth`), the same way
//   --fourteenth also the fourteenth frozen panel (split.json `fourteenth`), the same way
//   --fifteenth also the fifteenth frozen panel (split.json `fifteenth`), the same way
//   --sixteenth also the sixteenth frozen panel (split.json `sixteenth`), the same way
//   --seventeenth also the seventeenth frozen panel (split.json `seventeenth`), the same way
//   --eighteenth also the eighteenth frozen panel (split.json `eighteenth`), the same way
//   --nineteenth also the nineteenth frozen panel (split.json `nineteenth`), the same way
//   --twentieth also the twentieth frozen panel (split.json `twentieth`), the same way
//   --twentyFirst also the twenty-first frozen panel (split.json `twentyFirst`), the same way
//   --twentySecond also the twenty-second frozen panel (split.json `twentySecond`), the same way
//   --twentyThird also the twenty-third frozen panel (split.json `twentyThird`), the same way
//   --twentyFourth also the twenty-fourth frozen panel (split.json `twentyFourth`), the same way
//   --twentyFifth also the twenty-fifth frozen panel (split.json `twentyFifth`), the same way
//   --twentySixth also the twenty-sixth frozen panel (split.json `twentySixth`), the same way
//   --twentySeventh also the twenty-seventh frozen panel (split.json `twentySeventh`), the same way
//   --twentyEighth also the twenty-eighth frozen panel (split.json `twentyEighth`), the same way
//              (--record and --check read each once its figures are recorded, --record also
//              those named)
//   JUDGE_DUMP_HELD=file  writes each answer of both frozen sets as judged, to report (not to tune)
//   --fit      fits the weights on every training job (ridge regression, its strength chosen by
//              leave-one-job-out cross-validation) and writes judge-weights.json
//   --check    fails when a frozen figure (eval/graded/figures.json) got worse, or the targets of
//              the test set that were met are no longer met
//   JUDGE_FOLDS=author          cross-validation holds out each writer's jobs together
//   JUDGE_ZERO=name,name        ablation: those features read as 0 in every fit and figure
//   JUDGE_STACK=none            fits the trees without the stuffing classifier's log-odds as an input
// Deterministic: the same corpus and code give the same figures and weights.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  calibrate,
  clipScore,
  concernProbabilities,
  FEATURES,
  JUDGE_WEIGHTS,
  JUDGED_CONCERNS,
  predict,
  sigmoid,
  type Calibration,
  type ConcernModel,
  type JudgedConcern,
  type JudgeWeights,
  treeInput,
  type LinearModel,
} from '../../src/server/ai/offline/judge/judge';
import { shownConcern } from '../../src/server/ai/offline/score-answer';
import {
  countRegister,
  lexiconFrom,
  readRegister,
  type RegisterCounts,
  type RegisterKind,
  type RegisterLexicon,
} from '../../src/server/ai/offline/judge/register';
import { contentStems } from '../../src/server/job-description/read-job-description';
import { fitBoosted, type BoostOptions } from './boost';
import {
  ANSWER_STYLES,
  HONEST_STYLES,
  loadGradedJobs,
  questionOf,
  type AnswerStyle,
  type GradedJob,
} from './corpus';
import { readAnswers, readAnswersSplit, type ReadAnswer } from './read-items';
import { writeJsonFile } from './write-json';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const WEIGHTS_PATH = join(HERE, '../../src/server/ai/offline/judge/judge-weights.json');
const FIGURES_PATH = join(HERE, 'figures.json');
const SPLIT = JSON.parse(readFileSync(join(HERE, 'split.json'), 'utf8')) as {
  test: string[];
  /** A second frozen panel, written after the first had been read after many fits. */
  fresh?: string[];
  third?: string[];
  fourth?: string[];
  fifth?: string[];
  sixth?: string[];
  seventh?: string[];
  eighth?: string[];
  ninth?: string[];
  tenth?: string[];
  eleventh?: string[];
  twelfth?: string[];
  thirteenth?: string[];
  fourteenth?: string[];
  fifteenth?: string[];
  sixteenth?: string[];
  seventeenth?: string[];
  eighteenth?: string[];
  nineteenth?: string[];
  twentieth?: string[];
  twentyFirst?: string[];
  twentySecond?: string[];
  twentyThird?: string[];
  twentyFourth?: string[];
  twentyFifth?: string[];
  twentySixth?: string[];
  twentySeventh?: string[];
  twentyEighth?: string[];
};
const LAMBDAS = [0.3, 1, 3, 10, 30, 100, 300];
const SCORING_STYLES: readonly AnswerStyle[] = ['stuffed', 'buzzword', 'keyword_list'];
/**
 * Styles left out of every fit and figure (JUDGE_EXCLUDE_STYLES=medium): to calibrate weights that
 * were fitted before a supplement, on the answers they were fitted to.
 */
const EXCLUDED_STYLES = (process.env.JUDGE_EXCLUDE_STYLES ?? '').split(',').filter(Boolean);

export const TARGETS = {
  accusedMax: 0.01,
  spearmanMin: 0.8,
  interviewMaeMax: 10,
  strongMin: 70,
  gamingMax: 25,
  strongLead: 40,
  wrongLanguageMax: 10,
};

/** An answer as read (read-items.ts), with its job in place of the job's id. */
interface Item extends Omit<ReadAnswer, 'jobId' | 'titleOnly'> {
  job: GradedJob & { titleOnly?: boolean };
  /** This job's own words: its title, its posting (unless read by title alone) and the question. */
  profile: Set<string>;
}

/**
 * The answers read (read-items.ts) as the judge's items, with their jobs. A job read with its title
 * alone (`titleOnly`, as the guest trial and a pasted title give it) is a second copy of the job
 * with no posting: the answers and their grades are the same, so the judge learns not to lean on a
 * posting it may not have.
 */
function toItems(jobs: readonly GradedJob[], answers: readonly ReadAnswer[]): Item[] {
  const byId = new Map(jobs.map((job) => [job.id, job]));
  const titleOnlyJobs = new Map<string, GradedJob & { titleOnly: true }>();
  const profiles = new Map<string, Set<string>>();
  return answers.map((answer) => {
    const written = byId.get(answer.jobId)!;
    let job: Item['job'] = written;
    if (answer.titleOnly) {
      const copy = titleOnlyJobs.get(written.id) ?? {
        ...written,
        jobDescription: '',
        titleOnly: true as const,
      };
      titleOnlyJobs.set(written.id, copy);
      job = copy;
    }
    // This job's own words: its title, its posting (unless read by title alone) and the question.
    const key = `${answer.titleOnly}\n${written.id}\n${answer.n}`;
    const profile =
      profiles.get(key) ??
      new Set(
        contentStems(
          [job.jobTitle, job.jobDescription, questionOf(written, { n: answer.n } as never)].join(
            '\n',
          ),
        ),
      );
    profiles.set(key, profile);
    return {
      job,
      style: answer.style,
      n: answer.n,
      grade: answer.grade,
      evidence: answer.evidence,
      ruled: answer.ruled,
      vector: zeroed([...answer.vector]),
      stems: answer.stems,
      profile,
    };
  });
}

/** The frozen jobs' answers, read once (readHeldAnswers) for the test set and every panel shown. */
const heldRead = new Map<string, ReadAnswer[]>();

/** Reads these frozen jobs' answers into heldRead, half of them in a child process. */
async function readHeldAnswers(held: readonly GradedJob[]): Promise<void> {
  const answers = await readAnswersSplit(held, { excludedStyles: EXCLUDED_STYLES });
  for (const job of held) heldRead.set(job.id, []);
  for (const answer of answers) heldRead.get(answer.jobId)!.push(answer);
}

/** The items of these jobs as written, with their postings (read here if not read before). */
function readItems(jobs: readonly GradedJob[]): Item[] {
  const unread = jobs.filter((job) => !heldRead.has(job.id));
  if (unread.length > 0) {
    for (const job of unread) heldRead.set(job.id, []);
    for (const answer of readAnswers(unread, { excludedStyles: EXCLUDED_STYLES })) {
      heldRead.get(answer.jobId)!.push(answer);
    }
  }
  return toItems(
    jobs,
    jobs.flatMap((job) => heldRead.get(job.id)!),
  );
}

const ZEROED = new Set((process.env.JUDGE_ZERO ?? '').split(',').filter(Boolean));
function zeroed(vector: number[]): number[] {
  FEATURES.forEach(([name], index) => {
    if (ZEROED.has(name)) vector[index] = 0;
  });
  return vector;
}

/** Postings of other jobs (the question ratings' rounds): how many use each stem. */
function postingStemCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  const dir = join(HERE, 'question-ratings');
  for (const round of readdirSync(dir).filter((name) => name.startsWith('round-'))) {
    const file = join(dir, round, 'postings.json');
    if (!existsSync(file)) continue;
    const postings = JSON.parse(readFileSync(file, 'utf8')) as {
      jobTitle: string;
      jobDescription: string;
    }[];
    for (const posting of postings) {
      for (const stem of new Set(contentStems(`${posting.jobTitle}\n${posting.jobDescription}`))) {
        counts.set(stem, (counts.get(stem) ?? 0) + 1);
      }
    }
  }
  return counts;
}
const POSTING_STEMS = postingStemCounts();

// ---- register (judge/register.ts): fitted per fold, so no job's words score its own answers ---

const REGISTER_PATH = join(HERE, '../../src/server/ai/offline/judge/answer-register.json');
const REGISTER_OF_STYLE: Partial<Record<AnswerStyle, RegisterKind>> = {
  off_topic: 'private',
  buzzword: 'jargon',
};
const REGISTER_COLUMNS: [number, (register: ReturnType<typeof readRegister>) => number][] = [
  [FEATURES.findIndex(([name]) => name === 'private_register'), (register) => register.private],
  [FEATURES.findIndex(([name]) => name === 'jargon_register'), (register) => register.jargon],
];

/** The training answers as the register's lexicon is fitted from them (each job read once). */
function registerCountsOf(items: readonly Item[]): RegisterCounts {
  return countRegister(
    items
      .filter((item) => !item.job.titleOnly)
      .filter((item) => HONEST_STYLES.includes(item.style) || REGISTER_OF_STYLE[item.style])
      .map((item) => ({
        job: item.job.id,
        stems: item.stems,
        kind: REGISTER_OF_STYLE[item.style] ?? null,
      })),
  );
}

let registerCounts: RegisterCounts = new Map();
/**
 * JUDGE_FOLDS=author holds out each writer's jobs together: a register learned from a writer's
 * other jobs would otherwise score their held-out one (the figure for writers never seen).
 */
const BY_AUTHOR = process.env.JUDGE_FOLDS === 'author';
const groupOf = (job: GradedJob) => (BY_AUTHOR ? job.author : job.id);
const jobsOfGroup = new Map<string, string[]>();
const lexiconCache = new Map<string, RegisterLexicon>();

/** The register columns of each item, read with a lexicon fitted without its job nor these. */
function setRegisters(items: readonly Item[], without: readonly string[]): void {
  for (const item of items) {
    const excluded = [
      ...new Set([...without, ...(jobsOfGroup.get(groupOf(item.job)) ?? [item.job.id])]),
    ].sort();
    const key = excluded.join('|');
    let lexicon = lexiconCache.get(key);
    if (!lexicon) {
      lexicon = lexiconFrom(registerCounts, {
        excluded: new Set(excluded),
        postingStems: POSTING_STEMS,
      });
      lexiconCache.set(key, lexicon);
    }
    const register = readRegister(item.stems, { profile: item.profile, lexicon });
    for (const [column, value] of REGISTER_COLUMNS) {
      if (column >= 0) item.vector[column] = value(register);
    }
  }
}

// ---- ridge regression -------------------------------------------------------------------------

function solve(matrix: number[][], vector: number[]): number[] {
  const n = vector.length;
  const a = matrix.map((row, i) => [...row, vector[i] ?? 0]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1) {
      if (Math.abs(a[row]![col]!) > Math.abs(a[pivot]![col]!)) pivot = row;
    }
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    const head = a[col]!;
    for (let row = 0; row < n; row += 1) {
      if (row === col) continue;
      const factor = a[row]![col]! / head[col]!;
      if (factor === 0) continue;
      for (let k = col; k <= n; k += 1) a[row]![k]! -= factor * head[k]!;
    }
  }
  return a.map((row, i) => row[n]! / row[i]!);
}

interface Standardised {
  means: number[];
  scales: number[];
  x: number[][];
}

function standardiseAll(items: readonly Item[]): Standardised {
  const size = FEATURES.length;
  const means = Array.from({ length: size }, (_, j) => mean(items.map((item) => item.vector[j]!)));
  const scales = Array.from({ length: size }, (_, j) => {
    const sd = Math.sqrt(mean(items.map((item) => (item.vector[j]! - means[j]!) ** 2)));
    return sd > 1e-9 ? sd : 1;
  });
  const x = items.map((item) => item.vector.map((value, j) => (value - means[j]!) / scales[j]!));
  return { means, scales, x };
}

/** Weighted ridge: solves (XᵀWX + λI) w = XᵀW y for centred y; returns the weights. */
function ridge(x: number[][], y: number[], lambda: number, rowWeights?: number[]): number[] {
  const size = x[0]?.length ?? 0;
  const w = rowWeights ?? y.map(() => 1);
  const xtx = Array.from({ length: size }, (_, i) =>
    Array.from({ length: size }, (_, j) => {
      let sum = i === j ? lambda : 0;
      for (let r = 0; r < x.length; r += 1) sum += w[r]! * x[r]![i]! * x[r]![j]!;
      return sum;
    }),
  );
  const xty = Array.from({ length: size }, (_, i) =>
    x.reduce((sum, row, r) => sum + w[r]! * row[i]! * y[r]!, 0),
  );
  return solve(xtx, xty);
}

/** L2-penalised logistic regression by iteratively reweighted least squares. */
function logistic(x: number[][], labels: boolean[], lambda: number): LinearModel {
  const size = x[0]?.length ?? 0;
  // The intercept is the last column (a constant 1), unpenalised in effect by its scale.
  const rows = x.map((row) => [...row, 1]);
  let beta = new Array<number>(size + 1).fill(0);
  for (let iteration = 0; iteration < 12; iteration += 1) {
    const p = rows.map((row) => sigmoid(row.reduce((sum, v, i) => sum + v * beta[i]!, 0)));
    const weights = p.map((value) => Math.max(1e-6, value * (1 - value)));
    const z = rows.map((row, r) => {
      const eta = row.reduce((sum, v, i) => sum + v * beta[i]!, 0);
      return eta + ((labels[r] ? 1 : 0) - p[r]!) / weights[r]!;
    });
    const next = ridgeNoCentre(rows, z, lambda, weights);
    const change = next.reduce((max, v, i) => Math.max(max, Math.abs(v - beta[i]!)), 0);
    beta = next;
    if (change < 1e-4) break;
  }
  return { weights: beta.slice(0, size).map(round6), intercept: round6(beta[size]!) };
}

function ridgeNoCentre(x: number[][], y: number[], lambda: number, w: number[]): number[] {
  const size = x[0]?.length ?? 0;
  // Only the upper triangle is summed (the matrix is symmetric), over flat typed rows.
  const xtx = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const xty = new Array<number>(size).fill(0);
  for (let r = 0; r < x.length; r += 1) {
    const row = x[r]!;
    const weight = w[r]!;
    for (let i = 0; i < size; i += 1) {
      const wi = weight * row[i]!;
      if (wi === 0) continue;
      xty[i]! += wi * y[r]!;
      const line = xtx[i]!;
      for (let j = i; j < size; j += 1) line[j]! += wi * row[j]!;
    }
  }
  for (let i = 0; i < size; i += 1) {
    if (i < size - 1) xtx[i]![i]! += lambda;
    for (let j = 0; j < i; j += 1) xtx[i]![j] = xtx[j]![i]!;
  }
  return solve(xtx, xty);
}

/** Which styles each concern's classifier learns to recognise (against every other answer). */
const CONCERN_STYLES: Record<JudgedConcern, readonly AnswerStyle[]> = {
  off_topic: ['off_topic'],
  generic: ['vague'],
  keyword_stuffing: ['stuffed', 'buzzword'],
};
const CONCERN_LAMBDA = 10;

/**
 * The trees also read this concern classifier's log-odds, fitted on the same answers (twentieth
 * session: cross-validation 0.802 → 0.806, highest gaming 30.3 → 26.0; the fifth panel's last
 * candidate read, `experiments/fifth-panel-rule.md`). `JUDGE_STACK=none` fits without it.
 */
const STACK = (
  process.env.JUDGE_STACK === 'none' ? undefined : process.env.JUDGE_STACK || 'keyword_stuffing'
) as JudgedConcern | undefined;
/** The score model: ridge when null, else boosted trees with these settings. */
let BOOST: BoostOptions | null = { trees: 300, learningRate: 0.05, depth: 3, minLeaf: 20 };

export function fitJudge(
  items: readonly Item[],
  lambda: number,
  thresholds?: Record<JudgedConcern, number>,
  options: { concernsOnly?: boolean } = {},
): JudgeWeights {
  const boost = options.concernsOnly ? null : BOOST;
  const train = items.filter((item) => !item.ruled);
  const { means, scales, x } = standardiseAll(train);
  const yMean = mean(train.map((item) => item.grade));
  const weights = ridge(
    x,
    train.map((item) => item.grade - yMean),
    lambda,
  );
  const concerns = Object.fromEntries(
    JUDGED_CONCERNS.map((concern) => [
      concern,
      {
        ...logistic(
          x,
          train.map((item) => CONCERN_STYLES[concern].includes(item.style)),
          CONCERN_LAMBDA,
        ),
        threshold: thresholds?.[concern] ?? 1,
      },
    ]),
  ) as Record<JudgedConcern, ConcernModel>;
  return {
    version: 2,
    features: FEATURES.map(([name]) => name),
    means: means.map(round6),
    scales: scales.map(round6),
    score: { weights: weights.map(round6), intercept: round6(yMean) },
    concerns,
    ...(boost
      ? {
          ...(STACK ? { stackConcern: STACK } : {}),
          boosted: fitBoosted(
            train.map((item) =>
              treeInput(item.vector, {
                means,
                scales,
                concerns,
                ...(STACK ? { stackConcern: STACK } : {}),
              } as unknown as JudgeWeights),
            ),
            train.map((item) => item.grade),
            {
              ...boost,
              monotone: [
                ...FEATURES.map(([, direction]) => direction),
                ...(STACK ? [-1 as const] : []),
              ],
            },
          ),
        }
      : {}),
    fit: {
      method: BOOST ? 'boosted regression trees' : 'ridge regression',
      ...(BOOST && STACK ? { stacked: `${STACK} log-odds as one more input` } : {}),
      ...(BOOST ?? {}),
      concerns: 'L2 logistic regression, one per concern',
      lambda,
      answers: train.length,
    },
  };
}

/**
 * Each concern's threshold: the lowest probability at which, in leave-one-job-out predictions,
 * at most HONEST_FALSE_SHARE of honest answers would be told it (precision before recall).
 */
const HONEST_FALSE_SHARE = 0.002;
function chooseThresholds(items: readonly Item[], lambda: number): Record<JudgedConcern, number> {
  const probabilities = new Map<Item, Record<JudgedConcern, number>>();
  for (const id of new Set(items.map((item) => item.job.id))) {
    setRegisters(items, [id]);
    const weights = fitJudge(
      items.filter((item) => item.job.id !== id),
      lambda,
      undefined,
      { concernsOnly: true },
    );
    for (const item of items.filter((entry) => entry.job.id === id && !entry.ruled)) {
      probabilities.set(item, concernProbabilities(item.vector, weights));
    }
  }
  const honest = [...probabilities].filter(([item]) => HONEST_STYLES.includes(item.style));
  return Object.fromEntries(
    JUDGED_CONCERNS.map((concern) => {
      const sorted = honest.map(([, p]) => p[concern]).sort((a, b) => b - a);
      const allowed = Math.floor(sorted.length * HONEST_FALSE_SHARE);
      // Just above the (allowed + 1)-th highest honest probability, and never below one half.
      return [concern, round6(Math.max(0.5, (sorted[allowed] ?? 0) + 1e-6))];
    }),
  ) as Record<JudgedConcern, number>;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;

interface Judged {
  score: number;
  /** The model's prediction before calibration and clipping (none for a ruled answer). */
  raw: number | null;
  concern: JudgedConcern | null;
}

function judgeWith(item: Item, weights: JudgeWeights): Judged {
  if (item.ruled) return { score: item.evidence.score, raw: null, concern: null };
  const probabilities = concernProbabilities(item.vector, weights);
  let concern: JudgedConcern | null = null;
  let margin = 0;
  for (const name of JUDGED_CONCERNS) {
    const over = probabilities[name] - weights.concerns[name].threshold;
    if (over >= margin) {
      concern = name;
      margin = over;
    }
  }
  const raw = predict(item.vector, weights).value;
  return { score: clipScore(calibrate(raw, weights.calibration)), raw, concern };
}

// ---- calibration ------------------------------------------------------------------------------

/**
 * Isotonic regression (pool adjacent violators) of the grades on the raw predictions: the knots
 * of a non-decreasing map, each a pooled block's mean prediction and mean grade.
 */
export function fitCalibration(pairs: readonly { raw: number; grade: number }[]): Calibration {
  const sorted = [...pairs].sort((a, b) => a.raw - b.raw || a.grade - b.grade);
  const blocks: { raw: number; grade: number; n: number }[] = [];
  for (const pair of sorted) {
    blocks.push({ raw: pair.raw, grade: pair.grade, n: 1 });
    while (blocks.length > 1 && blocks.at(-2)!.grade >= blocks.at(-1)!.grade) {
      const b = blocks.pop()!;
      const a = blocks.pop()!;
      const n = a.n + b.n;
      blocks.push({
        raw: (a.raw * a.n + b.raw * b.n) / n,
        grade: (a.grade * a.n + b.grade * b.n) / n,
        n,
      });
    }
  }
  return {
    raw: blocks.map((block) => round2(block.raw)),
    calibrated: blocks.map((block) => round2(block.grade)),
  };
}

/** The calibration of the training jobs' leave-one-job-out raw predictions (but `withoutJob`'s). */
function calibrationOf(judged: ReadonlyMap<Item, Judged>, withoutJob?: string): Calibration {
  return fitCalibration(
    [...judged]
      .filter(([item, j]) => item.job.id !== withoutJob && j.raw !== null)
      .map(([item, j]) => ({ raw: j.raw!, grade: item.grade })),
  );
}

/**
 * Cross-validated scores on the graders' scale: each job's raw predictions mapped by a calibration
 * fitted to the other jobs' raw predictions alone (so no job's grades calibrate its own scores).
 */
function calibrateEachJob(judged: ReadonlyMap<Item, Judged>): Map<Item, Judged> {
  const result = new Map(judged);
  for (const id of new Set([...judged.keys()].map((item) => item.job.id))) {
    const calibration = calibrationOf(judged, id);
    for (const [item, j] of judged) {
      if (item.job.id === id && j.raw !== null) {
        result.set(item, { ...j, score: clipScore(calibrate(j.raw, calibration)) });
      }
    }
  }
  return result;
}

// ---- figures ----------------------------------------------------------------------------------

function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]!.value === order[i]!.value) j += 1;
    for (let k = i; k <= j; k += 1) result[order[k]!.index] = (i + j) / 2;
    i = j + 1;
  }
  return result;
}

function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const ma = mean(ra);
  const mb = mean(rb);
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i += 1) {
    num += (ra[i]! - ma) * (rb[i]! - mb);
    da += (ra[i]! - ma) ** 2;
    db += (rb[i]! - mb) ** 2;
  }
  return da === 0 || db === 0 ? 0 : num / Math.sqrt(da * db);
}

export interface Figures {
  answers: number;
  jobs: number;
  spearman: number;
  answerMae: number;
  interviewMae: number;
  accused: number;
  accusedShare: number;
  honest: number;
  styleMeans: Partial<Record<AnswerStyle, { coach: number; graders: number }>>;
  strongBelowTarget: string[];
  gamingAboveTarget: string[];
  leadBelowTarget: string[];
  wrongLanguageAboveTarget: string[];
  minStrong: number;
  maxGaming: number;
  minLead: number;
}

function figuresOf(items: readonly Item[], judged: ReadonlyMap<Item, Judged>): Figures {
  const scores = new Map([...judged].map(([item, j]) => [item, j.score]));
  const predicted = items.map((item) => scores.get(item)!);
  const graded = items.map((item) => item.grade);
  const honest = items.filter((item) => HONEST_STYLES.includes(item.style));
  // Accused: an honest answer called a non-answer or a copy, or told it is off the question.
  const accused = honest.filter(
    (item) =>
      item.evidence.isNonAnswer ||
      item.evidence.problem !== null ||
      shownConcern({
        concern: judged.get(item)!.concern,
        score: scores.get(item)!,
        questionKind: item.evidence.questionKind,
      }) !== null,
  );
  const interviews = new Map<
    string,
    { job: GradedJob; style: AnswerStyle; coach: number[]; graders: number[] }
  >();
  for (const item of items) {
    const key = `${item.job.id}\n${item.style}`;
    const entry = interviews.get(key) ?? {
      job: item.job,
      style: item.style,
      coach: [],
      graders: [],
    };
    entry.coach.push(scores.get(item)!);
    entry.graders.push(item.grade);
    interviews.set(key, entry);
  }
  const byJob = new Map<string, Partial<Record<AnswerStyle, number>>>();
  const interviewErrors: number[] = [];
  const styleMeans: Figures['styleMeans'] = {};
  for (const style of ANSWER_STYLES) {
    const entries = [...interviews.values()].filter((entry) => entry.style === style);
    if (entries.length === 0) continue;
    styleMeans[style] = {
      coach: round1(mean(entries.map((entry) => mean(entry.coach)))),
      graders: round1(mean(entries.map((entry) => mean(entry.graders)))),
    };
  }
  for (const entry of interviews.values()) {
    interviewErrors.push(Math.abs(mean(entry.coach) - mean(entry.graders)));
    const scoresOfJob = byJob.get(entry.job.id) ?? {};
    scoresOfJob[entry.style] = mean(entry.coach);
    byJob.set(entry.job.id, scoresOfJob);
  }
  const strongBelow: string[] = [];
  const gamingAbove: string[] = [];
  const leadBelow: string[] = [];
  const wrongAbove: string[] = [];
  let minStrong = 100;
  let maxGaming = 0;
  let minLead = 100;
  for (const [id, s] of byJob) {
    const strong = s.strong ?? 0;
    const gaming = Math.max(...SCORING_STYLES.map((style) => s[style] ?? 0));
    minStrong = Math.min(minStrong, strong);
    maxGaming = Math.max(maxGaming, gaming);
    minLead = Math.min(minLead, strong - gaming);
    if (strong < TARGETS.strongMin) strongBelow.push(`${id} ${strong.toFixed(0)}`);
    if (gaming > TARGETS.gamingMax) gamingAbove.push(`${id} ${gaming.toFixed(0)}`);
    if (strong - gaming < TARGETS.strongLead)
      leadBelow.push(`${id} ${(strong - gaming).toFixed(0)}`);
    if ((s.wrong_language ?? 0) > TARGETS.wrongLanguageMax)
      wrongAbove.push(`${id} ${(s.wrong_language ?? 0).toFixed(0)}`);
  }
  return {
    answers: items.length,
    jobs: byJob.size,
    spearman: round3(spearman(predicted, graded)),
    answerMae: round1(mean(predicted.map((p, i) => Math.abs(p - graded[i]!)))),
    interviewMae: round1(mean(interviewErrors)),
    accused: accused.length,
    accusedShare: round3(accused.length / Math.max(1, honest.length)),
    honest: honest.length,
    styleMeans,
    strongBelowTarget: strongBelow,
    gamingAboveTarget: gamingAbove,
    leadBelowTarget: leadBelow,
    wrongLanguageAboveTarget: wrongAbove,
    minStrong: round1(minStrong),
    maxGaming: round1(maxGaming),
    minLead: round1(minLead),
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Leave-one-job-out: each job scored by weights fitted on every other training job. */
function crossValidate(
  items: readonly Item[],
  lambda: number,
  thresholds: Record<JudgedConcern, number>,
): Map<Item, Judged> {
  const scores = new Map<Item, Judged>();
  const groups = [...new Set(items.map((item) => groupOf(item.job)))];
  for (const group of groups) {
    setRegisters(items, jobsOfGroup.get(group) ?? [group]);
    const weights = fitJudge(
      items.filter((item) => groupOf(item.job) !== group),
      lambda,
      thresholds,
    );
    for (const item of items.filter(
      (entry) => groupOf(entry.job) === group && !entry.job.titleOnly,
    )) {
      scores.set(item, judgeWith(item, weights));
    }
  }
  return scores;
}

function describe(title: string, f: Figures): string {
  const styles = Object.entries(f.styleMeans)
    .map(([style, m]) => `| ${style} | ${m.coach} | ${m.graders} |`)
    .join('\n');
  return [
    `### ${title}`,
    '',
    `${f.jobs} jobs, ${f.answers} answers.`,
    '',
    '| figure | value | target |',
    '|---|---:|---:|',
    `| Spearman per answer | ${f.spearman} | ≥ ${TARGETS.spearmanMin} |`,
    `| mean absolute error per answer | ${f.answerMae} | |`,
    `| mean absolute error per interview | ${f.interviewMae} | ≤ ${TARGETS.interviewMaeMax} |`,
    `| honest answers accused | ${f.accused} of ${f.honest} (${(f.accusedShare * 100).toFixed(1)} %) | ≤ 1 % |`,
    `| lowest strong interview | ${f.minStrong} | ≥ ${TARGETS.strongMin} |`,
    `| highest gaming interview | ${f.maxGaming} | ≤ ${TARGETS.gamingMax} |`,
    `| smallest lead of strong over the best gaming style | ${f.minLead} | ≥ ${TARGETS.strongLead} |`,
    '',
    '| style | coach (mean interview) | graders |',
    '|---|---:|---:|',
    styles,
    '',
    `Strong below ${TARGETS.strongMin}: ${f.strongBelowTarget.join(', ') || 'none'}.`,
    `Gaming above ${TARGETS.gamingMax}: ${f.gamingAboveTarget.join(', ') || 'none'}.`,
    `Lead below ${TARGETS.strongLead}: ${f.leadBelowTarget.join(', ') || 'none'}.`,
    `Wrong language above ${TARGETS.wrongLanguageMax}: ${f.wrongLanguageAboveTarget.join(', ') || 'none'}.`,
  ].join('\n');
}

// ---- main -------------------------------------------------------------------------------------

const args = new Set(process.argv.slice(2));
if (args.has('--ridge')) BOOST = null;
// Tuning the trees: JUDGE_BOOST="trees,learningRate,depth,minLeaf[,subsample]" (cross-validation
// decides).
if (process.env.JUDGE_BOOST) {
  const [trees, learningRate, depth, minLeaf, subsample] =
    process.env.JUDGE_BOOST.split(',').map(Number);
  BOOST = {
    trees: trees!,
    learningRate: learningRate!,
    depth: depth!,
    minLeaf: minLeaf!,
    ...(subsample ? { subsample } : {}),
  };
}
const jobs = loadGradedJobs();
const test = new Set(SPLIT.test);
const fresh = new Set(SPLIT.fresh ?? []);
const third = new Set(SPLIT.third ?? []);
const fourth = new Set(SPLIT.fourth ?? []);
const fifth = new Set(SPLIT.fifth ?? []);
const sixth = new Set(SPLIT.sixth ?? []);
const seventh = new Set(SPLIT.seventh ?? []);
const eighth = new Set(SPLIT.eighth ?? []);
const ninth = new Set(SPLIT.ninth ?? []);
const tenth = new Set(SPLIT.tenth ?? []);
const eleventh = new Set(SPLIT.eleventh ?? []);
const twelfth = new Set(SPLIT.twelfth ?? []);
const thirteenth = new Set(SPLIT.thirteenth ?? []);
const fourteenth = new Set(SPLIT.fourteenth ?? []);
const fifteenth = new Set(SPLIT.fifteenth ?? []);
const sixteenth = new Set(SPLIT.sixteenth ?? []);
const seventeenth = new Set(SPLIT.seventeenth ?? []);
const eighteenth = new Set(SPLIT.eighteenth ?? []);
const nineteenth = new Set(SPLIT.nineteenth ?? []);
const twentieth = new Set(SPLIT.twentieth ?? []);
const twentyFirst = new Set(SPLIT.twentyFirst ?? []);
const twentySecond = new Set(SPLIT.twentySecond ?? []);
const twentyThird = new Set(SPLIT.twentyThird ?? []);
const twentyFourth = new Set(SPLIT.twentyFourth ?? []);
const twentyFifth = new Set(SPLIT.twentyFifth ?? []);
const twentySixth = new Set(SPLIT.twentySixth ?? []);
const twentySeventh = new Set(SPLIT.twentySeventh ?? []);
const twentyEighth = new Set(SPLIT.twentyEighth ?? []);
/** Every frozen set: the test jobs and each panel (every list in split.json). */
const frozenIds = new Set(
  Object.values(SPLIT).flatMap((value: unknown) => (Array.isArray(value) ? value : [])),
);
/** No frozen set is ever fitted to. */
const held = (job: GradedJob) => frozenIds.has(job.id);
// Fitting reads every training job twice (with its posting and with its title alone); the
// figures are over the jobs as written, with their postings. Cross-validation refits the judge
// once per training job (a few minutes); --check skips it and reads only the frozen test jobs.
const withCv = !args.has('--check') || args.has('--cv') || args.has('--fit');
const fitJobs = withCv ? jobs.filter((job) => !held(job)) : [];
const fitItems = toItems(
  fitJobs,
  withCv
    ? await readAnswersSplit(fitJobs, { titleOnly: true, excludedStyles: EXCLUDED_STYLES })
    : [],
);
const trainItems = fitItems.filter((item) => !item.job.titleOnly);
registerCounts = registerCountsOf(fitItems);
for (const item of trainItems) {
  const group = jobsOfGroup.get(groupOf(item.job)) ?? [];
  if (!group.includes(item.job.id)) jobsOfGroup.set(groupOf(item.job), [...group, item.job.id]);
}
// The frozen jobs this run reports, read together on both cores: the test set and every panel
// whose figures it shows (as showPanel below decides; one it misses is read when reported).
const RECORDED_KEYS = new Set(
  Object.keys(JSON.parse(readFileSync(FIGURES_PATH, 'utf8')) as Record<string, unknown>),
);
const shownKeys = Object.keys(SPLIT).filter(
  (key) =>
    key !== 'test' &&
    (args.has(`--${key}`) ||
      Boolean(process.env.JUDGE_DUMP_HELD) ||
      ((args.has('--record') || args.has('--check')) && RECORDED_KEYS.has(key))),
);
const shownIds = new Set(
  shownKeys.flatMap((key) => (SPLIT as unknown as Record<string, string[]>)[key] ?? []),
);
await readHeldAnswers(jobs.filter((job) => test.has(job.id) || shownIds.has(job.id)));
const testItems = readItems(jobs.filter((job) => test.has(job.id)));
console.log(
  `graded corpus: ${jobs.length} jobs (${jobs.filter((job) => !held(job)).length} train, the rest frozen for test)`,
);

/** Whether scores are calibrated (isotonic, on leave-one-job-out predictions); --raw compares. */
const calibrated = !args.has('--raw');

if (args.has('--fit')) {
  let best = { lambda: LAMBDAS[0]!, spearman: -1, figures: null as Figures | null };
  const ones = Object.fromEntries(JUDGED_CONCERNS.map((c) => [c, 1])) as Record<
    JudgedConcern,
    number
  >;
  // The ridge's strength is chosen by cross-validation; trees do not use it.
  let bestJudged = new Map<Item, Judged>();
  for (const lambda of BOOST ? [30] : LAMBDAS) {
    const judged = crossValidate(fitItems, lambda, ones);
    const figures = figuresOf(trainItems, calibrated ? calibrateEachJob(judged) : judged);
    console.log(
      `  λ=${lambda}: LOJO Spearman ${figures.spearman}, interview MAE ${figures.interviewMae}`,
    );
    if (figures.spearman > best.spearman) {
      best = { lambda, spearman: figures.spearman, figures };
      bestJudged = judged;
    }
  }
  if (best.figures) console.log(describe('Cross-validation the fit was chosen on', best.figures));
  const thresholds = chooseThresholds(fitItems, best.lambda);
  // Each answer's register as an unseen job's would be read: with a lexicon fitted without it.
  setRegisters(fitItems, []);
  const weights = fitJudge(fitItems, best.lambda, thresholds);
  writeJsonFile(REGISTER_PATH, lexiconFrom(registerCounts, { postingStems: POSTING_STEMS }));
  if (calibrated) weights.calibration = calibrationOf(bestJudged);
  weights.fit = {
    ...weights.fit,
    jobs: new Set(trainItems.map((item) => item.job.id)).size,
    chosenBy: 'leave-one-job-out Spearman on the training jobs',
    ...(calibrated ? { calibration: 'isotonic, on leave-one-job-out predictions' } : {}),
  };
  writeJsonFile(WEIGHTS_PATH, weights);
  console.log(`wrote ${WEIGHTS_PATH} (λ=${best.lambda})`);
  process.exit(0);
}

const lambda = Number((JUDGE_WEIGHTS.fit as { lambda?: number }).lambda ?? 10);
const committedThresholds = Object.fromEntries(
  JUDGED_CONCERNS.map((c) => [c, JUDGE_WEIGHTS.concerns[c].threshold]),
) as Record<JudgedConcern, number>;
const rawCv = withCv ? crossValidate(fitItems, lambda, committedThresholds) : null;
// --calibrate keeps the committed trees and fits their calibration alone (JUDGE_EXCLUDE_STYLES
// names answers added to the corpus after the trees were fitted).
if (rawCv && args.has('--calibrate')) {
  const weights = { ...JUDGE_WEIGHTS, calibration: calibrationOf(rawCv) };
  weights.fit = {
    ...weights.fit,
    calibration: 'isotonic, on leave-one-job-out predictions',
    ...(EXCLUDED_STYLES.length > 0 ? { calibratedWithout: EXCLUDED_STYLES } : {}),
  };
  writeJsonFile(WEIGHTS_PATH, weights);
  console.log(`wrote the calibration into ${WEIGHTS_PATH}`);
}
const cvJudged = rawCv && calibrated ? calibrateEachJob(rawCv) : rawCv;
const cv = cvJudged ? figuresOf(trainItems, cvJudged) : null;
// JUDGE_DUMP=file writes each cross-validated answer (job, style, grade, score, features) for study.
if (cvJudged && process.env.JUDGE_DUMP) {
  setRegisters(fitItems, []);
  writeFileSync(
    process.env.JUDGE_DUMP,
    JSON.stringify(
      [...cvJudged].map(([item, j]) => ({
        job: item.job.id,
        style: item.style,
        n: item.n,
        grade: item.grade,
        score: j.score,
        ruled: item.ruled,
        features: Object.fromEntries(FEATURES.map(([name], i) => [name, item.vector[i]])),
      })),
    ),
  );
}
const frozen = figuresOf(
  testItems,
  new Map(testItems.map((item) => [item, judgeWith(item, JUDGE_WEIGHTS)])),
);
/** The later frozen panels (split.json `fresh` … `sixth`): reported and guarded, never tuned on. */
const PANELS = [
  {
    key: 'fresh',
    title: 'Second frozen panel (split.json `fresh`)',
    label: 'second frozen panel',
    ids: fresh,
  },
  {
    key: 'third',
    title: 'Third frozen panel (split.json `third`)',
    label: 'third frozen panel',
    ids: third,
  },
  {
    key: 'fourth',
    title: 'Fourth frozen panel (split.json `fourth`)',
    label: 'fourth frozen panel',
    ids: fourth,
  },
  {
    key: 'fifth',
    title: 'Fifth frozen panel (split.json `fifth`)',
    label: 'fifth frozen panel',
    ids: fifth,
  },
  {
    key: 'sixth',
    title: 'Sixth frozen panel (split.json `sixth`)',
    label: 'sixth frozen panel',
    ids: sixth,
  },
  {
    key: 'seventh',
    title: 'Seventh frozen panel (split.json `seventh`)',
    label: 'seventh frozen panel',
    ids: seventh,
  },
  {
    key: 'eighth',
    title: 'Eighth frozen panel (split.json `eighth`)',
    label: 'eighth frozen panel',
    ids: eighth,
  },
  {
    key: 'ninth',
    title: 'Ninth frozen panel (split.json `ninth`)',
    label: 'ninth frozen panel',
    ids: ninth,
  },
  {
    key: 'tenth',
    title: 'Tenth frozen panel (split.json `tenth`)',
    label: 'tenth frozen panel',
    ids: tenth,
  },
  {
    key: 'eleventh',
    title: 'Eleventh frozen panel (split.json `eleventh`)',
    label: 'eleventh frozen panel',
    ids: eleventh,
  },
  {
    key: 'twelfth',
    title: 'Twelfth frozen panel (split.json `twelfth`)',
    label: 'twelfth frozen panel',
    ids: twelfth,
  },
  {
    key: 'thirteenth',
    title: 'Thirteenth frozen panel (split.json `thirteenth`)',
    label: 'thirteenth frozen panel',
    ids: thirteenth,
  },
  {
    key: 'fourteenth',
    title: 'Fourteenth frozen panel (split.json `fourteenth`)',
    label: 'fourteenth frozen panel',
    ids: fourteenth,
  },
  {
    key: 'fifteenth',
    title: 'Fifteenth frozen panel (split.json `fifteenth`)',
    label: 'fifteenth frozen panel',
    ids: fifteenth,
  },
  {
    key: 'sixteenth',
    title: 'Sixteenth frozen panel (split.json `sixteenth`)',
    label: 'sixteenth frozen panel',
    ids: sixteenth,
  },
  {
    key: 'seventeenth',
    title: 'Seventeenth frozen panel (split.json `seventeenth`)',
    label: 'seventeenth frozen panel',
    ids: seventeenth,
  },
  {
    key: 'eighteenth',
    title: 'Eighteenth frozen panel (split.json `eighteenth`)',
    label: 'eighteenth frozen panel',
    ids: eighteenth,
  },
  {
    key: 'nineteenth',
    title: 'Nineteenth frozen panel (split.json `nineteenth`)',
    label: 'nineteenth frozen panel',
    ids: nineteenth,
  },
  {
    key: 'twentieth',
    title: 'Twentieth frozen panel (split.json `twentieth`)',
    label: 'twentieth frozen panel',
    ids: twentieth,
  },
  {
    key: 'twentyFirst',
    title: 'Twenty-first frozen panel (split.json `twentyFirst`)',
    label: 'twenty-first frozen panel',
    ids: twentyFirst,
  },
  {
    key: 'twentySecond',
    title: 'Twenty-second frozen panel (split.json `twentySecond`)',
    label: 'twenty-second frozen panel',
    ids: twentySecond,
  },
  {
    key: 'twentyThird',
    title: 'Twenty-third frozen panel (split.json `twentyThird`)',
    label: 'twenty-third frozen panel',
    ids: twentyThird,
  },
  {
    key: 'twentyFourth',
    title: 'Twenty-fourth frozen panel (split.json `twentyFourth`)',
    label: 'twenty-fourth frozen panel',
    ids: twentyFourth,
  },
  {
    key: 'twentyFifth',
    title: 'Twenty-fifth frozen panel (split.json `twentyFifth`)',
    label: 'twenty-fifth frozen panel',
    ids: twentyFifth,
  },
  {
    key: 'twentySixth',
    title: 'Twenty-sixth frozen panel (split.json `twentySixth`)',
    label: 'twenty-sixth frozen panel',
    ids: twentySixth,
  },
  {
    key: 'twentySeventh',
    title: 'Twenty-seventh frozen panel (split.json `twentySeventh`)',
    label: 'twenty-seventh frozen panel',
    ids: twentySeventh,
  },
  {
    key: 'twentyEighth',
    title: 'Twenty-eighth frozen panel (split.json `twentyEighth`)',
    label: 'twenty-eighth frozen panel',
    ids: twentyEighth,
  },
] as const;
type PanelKey = (typeof PANELS)[number]['key'];
/** What --check compares with: a panel is checked once its figures are recorded. */
const RECORDED = JSON.parse(readFileSync(FIGURES_PATH, 'utf8')) as Partial<
  Record<'test' | 'cv' | PanelKey, Figures>
>;
// --record reads the panels already recorded and those named (`--record --twelfth`), never one
// not yet read: a panel written for the next session stays unseen (the thirty-first session
// printed the thirteenth's figures with a bare --record, which then read every panel).
const showPanel = (key: PanelKey) =>
  args.has(`--${key}`) ||
  ((args.has('--record') || args.has('--check')) && RECORDED[key] !== undefined);
const panelJudged = new Map(
  PANELS.filter((panel) => showPanel(panel.key) || process.env.JUDGE_DUMP_HELD).map((panel) => {
    const items = readItems(jobs.filter((job) => panel.ids.has(job.id)));
    return [panel.key, new Map(items.map((item) => [item, judgeWith(item, JUDGE_WEIGHTS)]))];
  }),
);
const panelFigures = new Map(
  [...panelJudged].map(([key, judged]) => [key, figuresOf([...judged.keys()], judged)]),
);
if (process.env.JUDGE_DUMP_HELD) {
  const rows = [
    ...testItems.map((item) => ({ item, set: 'test', judged: judgeWith(item, JUDGE_WEIGHTS) })),
    ...[...panelJudged].flatMap(([set, judged]) =>
      [...judged].map(([item, itemJudged]) => ({ item, set, judged: itemJudged })),
    ),
  ];
  writeFileSync(
    process.env.JUDGE_DUMP_HELD,
    JSON.stringify(
      rows.map(({ item, set, judged }) => ({
        set,
        job: item.job.id,
        style: item.style,
        n: item.n,
        grade: item.grade,
        ruled: item.ruled,
        score: judged.score,
      })),
    ),
  );
}
// The test set is only looked at when asked: tuning looks at cross-validation alone.
const showTest = args.has('--test') || args.has('--check') || args.has('--record');
const report = [
  '# The fitted judge on the graded corpus',
  '',
  'Generated by `npm run eval:judge`. Training jobs: leave-one-job-out cross-validation (each job',
  'scored by weights fitted without it). Test jobs: frozen before any tuning (split.json), scored',
  'by the committed weights; reported, never tuned on.',
  '',
  cv ? describe('Leave-one-job-out cross-validation (training jobs)', cv) : '',
  '',
  showTest ? describe('Frozen test set', frozen) : '(frozen test set not shown: --test)',
  '',
  ...PANELS.flatMap((panel) => {
    const figures = showPanel(panel.key) ? panelFigures.get(panel.key) : undefined;
    return figures ? [describe(panel.title, figures), ''] : [];
  }),
].join('\n');
console.log(report);
if (showTest && !args.has('--check')) writeFileSync(join(HERE, 'report.md'), report);

if (args.has('--check')) {
  const recorded = RECORDED as { test: Figures; cv: Figures } & Partial<Record<PanelKey, Figures>>;
  const failures: string[] = [];
  const worse = (
    name: string,
    now: number,
    then: number,
    higherIsBetter: boolean,
    slack: number,
  ) => {
    if (higherIsBetter ? now < then - slack : now > then + slack)
      failures.push(`${name}: ${now} (recorded ${then})`);
  };
  const compared: [string, Figures, Figures][] = [['test', frozen, recorded.test]];
  for (const panel of PANELS) {
    const then = recorded[panel.key];
    const now = panelFigures.get(panel.key);
    if (then && now) compared.push([panel.label, now, then]);
  }
  if (cv) compared.push(['cross-validation', cv, recorded.cv]);
  for (const [label, now, then] of compared) {
    worse(`${label} Spearman`, now.spearman, then.spearman, true, 0.005);
    worse(`${label} interview MAE`, now.interviewMae, then.interviewMae, false, 0.3);
    worse(`${label} honest accused`, now.accused, then.accused, false, 0);
    worse(`${label} lowest strong`, now.minStrong, then.minStrong, true, 1);
    worse(`${label} highest gaming`, now.maxGaming, then.maxGaming, false, 1);
    worse(`${label} smallest lead`, now.minLead, then.minLead, true, 1);
  }
  if (failures.length > 0) {
    console.log(`\nRegressed against eval/graded/figures.json:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nNo frozen figure regressed.');
} else if (args.has('--record')) {
  writeJsonFile(FIGURES_PATH, {
    test: frozen,
    ...Object.fromEntries(
      PANELS.filter((panel) => showPanel(panel.key)).map((panel) => [
        panel.key,
        panelFigures.get(panel.key),
      ]),
    ),
    cv,
  });
  console.log(`recorded ${FIGURES_PATH}`);
}
