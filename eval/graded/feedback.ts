// A recruiter's read of the offline feedback (eval/graded/README.md, "The feedback read"):
//   node --import tsx eval/graded/feedback.ts export train|test|fresh|third|…|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twentyFirst|twentySecond|twentyThird|twentyFourth|twentyFifth|twentySixth|twentySeventh|twentyEighth [--offset K] [--styles a,b,c]
//                                      [--keys sentenceA,sentenceB]
//                                      writes feedback-read/<set>.todo.json
// `--styles` reads other honest styles, one answer of each per job (the training jobs' supplement
// styles — concise, medium, short, long_plain — were never read before round 14).
//   node --import tsx eval/graded/feedback.ts report train|test|fresh|third|…|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twentyFirst|twentySecond|twentyThird|twentyFourth|twentyFifth|twentySixth|twentySeventh|twentyEighth [round-N]
//                                      reads feedback-read/[round-N/]<set>.read.json
// round-N/ holds the reads of the feedback as it stood in round N (the latest at the top level).
// round-1 is the read of the feedback before its rules were changed from the training read;
// round-2 and round-3 the reads after each later change, from whose training reads the rules
// were changed again.
// The export picks answers of every honest quality (and some vague and off-topic ones) from the
// chosen jobs, deterministically, with the feedback the offline coach writes for each. A helper
// playing the hiring manager, who has not read the coach, marks each text. The training jobs' read
// is for finding what to change; the frozen test jobs' read is only reported.
import { readFileSync, mkdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createOfflineCoach } from '../../src/server/ai/offline/offline-coach';
import { analyseAnswer } from '../../src/server/ai/offline/analyse-answer';
import { chooseFeedback } from '../../src/server/ai/offline/feedback';
import { hashString } from '../../src/server/language/text';
import { loadGradedJobs, questionOf, type AnswerStyle } from './corpus';
import { writeJsonFile } from './write-json';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const DIR = join(HERE, 'feedback-read');
const SPLIT = JSON.parse(readFileSync(join(HERE, 'split.json'), 'utf8')) as {
  test: string[];
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

/** How many answers of each style to take from every job of the set. */
type ReadSet =
  | 'train'
  | 'test'
  | 'fresh'
  | 'third'
  | 'fourth'
  | 'fifth'
  | 'sixth'
  | 'seventh'
  | 'eighth'
  | 'ninth'
  | 'tenth'
  | 'eleventh'
  | 'twelfth'
  | 'thirteenth'
  | 'fourteenth'
  | 'fifteenth'
  | 'sixteenth'
  | 'seventeenth'
  | 'eighteenth'
  | 'nineteenth'
  | 'twentieth'
  | 'twentyFirst'
  | 'twentySecond'
  | 'twentyThird'
  | 'twentyFourth'
  | 'twentyFifth'
  | 'twentySixth'
  | 'twentySeventh'
  | 'twentyEighth';
const PER_JOB: Record<ReadSet, Partial<Record<AnswerStyle, number>>> = {
  train: { strong: 1, plain: 1, brief: 1 },
  test: { strong: 2, plain: 1, brief: 1, vague: 1 },
  // The second frozen panel has the supplement styles too: 13 texts from each of its 8 jobs.
  fresh: { strong: 3, plain: 2, brief: 2, vague: 1, concise: 2, medium: 2, short: 1 },
  // The third frozen panel, never read for the feedback before round 44 (nineteenth session).
  third: { strong: 3, plain: 2, brief: 2, vague: 1, concise: 2, medium: 2, short: 1 },
  // The fourth frozen panel, read once after the judge it was read for landed.
  fourth: { strong: 3, plain: 2, brief: 2, vague: 1, concise: 2, medium: 2, short: 1 },
  // The fifth frozen panel, read once for a judge and a feedback chosen on the training jobs.
  fifth: { strong: 3, plain: 2, brief: 2, vague: 1, concise: 2, medium: 2, short: 1 },
  // The sixth frozen panel, read once for the feedback of the twentieth session.
  sixth: { strong: 3, plain: 2, brief: 2, vague: 1, concise: 2, medium: 2, short: 1 },
  // The seventh frozen panel, read once (two readers) for the feedback of the twenty-first session.
  seventh: { strong: 3, plain: 2, brief: 2, vague: 1, concise: 2, medium: 2, short: 1 },
  // The eighth frozen panel, written in the twenty-third session for the next judge and feedback.
  eighth: { strong: 3, plain: 2, brief: 2, vague: 1, concise: 2, medium: 2, short: 1 },
  // The ninth frozen panel, written in the twenty-fourth session for the next judge and feedback.
  ninth: { strong: 3, plain: 2, brief: 2, vague: 1, concise: 2, medium: 2, short: 1 },
  // The tenth frozen panel, written in the twenty-eighth session for the next judge and feedback.
  tenth: { strong: 3, plain: 2, brief: 2, vague: 1, concise: 2, medium: 2, short: 1 },
  // The eleventh, written in the twenty-ninth session for the next judge and feedback.
  eleventh: { strong: 3, plain: 2, brief: 2, vague: 1, concise: 2, medium: 2, short: 1 },
  // The twelfth, written in the thirtieth session for the next judge and feedback.
  twelfth: { strong: 3, plain: 2, brief: 2, vague: 1, concise: 2, medium: 2, short: 1 },
  // The thirteenth, written in the thirty-first session for the next judge and feedback.
  thirteenth: { strong: 3, plain: 2, brief: 2, vague: 1, concise: 2, medium: 2, short: 1 },
  // The fourteenth, written in the thirty-third session for the next judge and feedback.
  fourteenth: { strong: 3, plain: 2, brief: 2, vague: 1, concise: 2, medium: 2, short: 1 },
  // The fifteenth, written in the thirty-fifth session and read last in it.
  fifteenth: { strong: 3, plain: 2, brief: 2, vague: 1, concise: 2, medium: 2, short: 1 },
  // The sixteenth, written in the thirty-sixth session and read last in it.
  sixteenth: { strong: 3, plain: 2, brief: 2, vague: 1, concise: 2, medium: 2, short: 1 },
  // The seventeenth, written in the thirty-seventh session and read last in it.
  seventeenth: { strong: 3, plain: 2, brief: 2, vague: 1, concise: 2, medium: 2, short: 1 },
  // The eighteenth, written in the thirty-eighth session and read last in it.
  eighteenth: { strong: 3, plain: 2, brief: 2, vague: 1, concise: 2, medium: 2, short: 1 },
  // The nineteenth, written in the thirty-ninth session and read last in it.
  nineteenth: { strong: 3, plain: 2, brief: 2, vague: 1, concise: 2, medium: 2, short: 1 },
  // The twentieth, written in the fortieth session and read last in it.
  twentieth: { strong: 3, plain: 2, brief: 2, vague: 1, concise: 2, medium: 2, short: 1 },
  // The twenty-first, written in the forty-first session and read last in it.
  twentyFirst: { strong: 3, plain: 2, brief: 2, vague: 1, concise: 2, medium: 2, short: 1 },
  // The twenty-second, written in the forty-second session and read last in it.
  twentySecond: { strong: 3, plain: 2, brief: 2, vague: 1, concise: 2, medium: 2, short: 1 },
  // The twenty-third, written at the end of the forty-second session, read by a later one.
  twentyThird: { strong: 3, plain: 2, brief: 2, vague: 1, concise: 2, medium: 2, short: 1 },
  // The twenty-fourth, written at the end of the forty-third session, read by a later one.
  twentyFourth: { strong: 3, plain: 2, brief: 2, vague: 1, concise: 2, medium: 2, short: 1 },
  // The twenty-fifth, written at the end of the forty-fourth session, read by a later one.
  twentyFifth: { strong: 3, plain: 2, brief: 2, vague: 1, concise: 2, medium: 2, short: 1 },
  // The twenty-sixth, written at the end of the forty-fifth session, read by a later one.
  twentySixth: { strong: 3, plain: 2, brief: 2, vague: 1, concise: 2, medium: 2, short: 1 },
  // The twenty-seventh, written in the forty-sixth session, read by a later one.
  twentySeventh: { strong: 3, plain: 2, brief: 2, vague: 1, concise: 2, medium: 2, short: 1 },
  // The twenty-eighth, written in the forty-seventh session, read by a later one.
  twentyEighth: { strong: 3, plain: 2, brief: 2, vague: 1, concise: 2, medium: 2, short: 1 },
};
const FRESH = new Set(SPLIT.fresh ?? []);
/** The panels read only as themselves, each after a judge and a feedback chosen without it. */
const PANEL_SETS: Partial<Record<ReadSet, ReadonlySet<string>>> = Object.fromEntries(
  (
    [
      'third',
      'fourth',
      'fifth',
      'sixth',
      'seventh',
      'eighth',
      'ninth',
      'tenth',
      'eleventh',
      'twelfth',
      'thirteenth',
      'fourteenth',
      'fifteenth',
      'sixteenth',
      'seventeenth',
      'eighteenth',
      'nineteenth',
      'twentieth',
      'twentyFirst',
      'twentySecond',
      'twentyThird',
      'twentyFourth',
      'twentyFifth',
      'twentySixth',
      'twentySeventh',
      'twentyEighth',
    ] as const
  ).map((key) => [key, new Set(SPLIT[key] ?? [])]),
);
const PANELS = new Set(Object.values(PANEL_SETS).flatMap((ids) => [...(ids ?? [])]));
/**
 * The jobs of a read: the second frozen panel is never read for training nor mixed into the test;
 * the third to twenty-eighth only as `third` … `twentyEighth`, each after a judge and a feedback chosen
 * without it.
 */
const jobsOf = (set: ReadSet) =>
  loadGradedJobs().filter((job) => {
    const panel = PANEL_SETS[set];
    if (panel) return panel.has(job.id);
    if (PANELS.has(job.id)) return false;
    if (set === 'fresh') return FRESH.has(job.id);
    return !FRESH.has(job.id) && SPLIT.test.includes(job.id) === (set === 'test');
  });

export interface FeedbackItem {
  id: string;
  job: string;
  language: string;
  jobTitle: string;
  question: string;
  answer: string;
  feedback: string;
}

export interface FeedbackMark {
  id: string;
  /** Every statement the feedback makes about the answer is true of it. */
  true: boolean;
  /** It tells the candidate something worth acting on for this question and job. */
  useful: boolean;
  /** It asks for (or says is missing) something the answer already has. */
  asksForPresent: boolean;
  note: string;
}

/**
 * `offset` skips the first answers of each style in the fixed order, so a later round can read a
 * sample of the training jobs nobody has read yet (`--offset 1`).
 */
async function exportSet(
  set: ReadSet,
  { offset, styles, keys }: { offset: number; styles?: AnswerStyle[]; keys?: string[] },
): Promise<void> {
  const coach = createOfflineCoach();
  const jobs = jobsOf(set);
  const items: FeedbackItem[] = [];
  const perJob = styles ? Object.fromEntries(styles.map((style) => [style, 1])) : PER_JOB[set];
  for (const job of jobs) {
    for (const [style, count] of Object.entries(perJob) as [AnswerStyle, number][]) {
      // With `--keys`, only answers whose feedback uses one of those sentences (a read of what a
      // change made), `count` of them per job and style.
      const chosenKey = (answer: { n: number; text: string }): boolean => {
        if (!keys) return true;
        const chosen = chooseFeedback(
          analyseAnswer({
            answer: answer.text,
            language: job.language,
            question: questionOf(job, { ...answer, style, grade: 0, reason: '' }),
            jobTitle: job.jobTitle,
            jobDescription: job.jobDescription,
            earlierAnswers: [],
          }),
        );
        return keys.includes(chosen.improvement) || keys.includes(chosen.strength ?? '');
      };
      const answers = job.answers
        .filter((answer) => answer.style === style)
        .sort((a, b) => hashString(a.text) - hashString(b.text))
        .filter(chosenKey)
        .slice(offset, offset + count);
      for (const answer of answers) {
        const question = questionOf(job, answer);
        const feedback = await coach.giveFeedback({
          answer: answer.text,
          question,
          order: answer.n,
          language: job.language,
          jobTitle: job.jobTitle,
          jobDescription: job.jobDescription,
          earlierAnswers: [],
        });
        items.push({
          id: `${job.id}#${answer.n}#${style}`,
          job: job.id,
          language: job.language,
          jobTitle: job.jobTitle,
          question,
          answer: answer.text,
          feedback,
        });
      }
    }
  }
  // Shuffled by id, so a reader cannot tell the style from the order.
  items.sort((a, b) => hashString(a.id) - hashString(b.id));
  mkdirSync(DIR, { recursive: true });
  writeJsonFile(join(DIR, `${set}.todo.json`), items);
  console.log(`${set}: ${items.length} feedback texts from ${jobs.length} jobs`);
}

function report(set: ReadSet, round: string): void {
  const dir = join(DIR, round);
  const path = join(dir, `${set}.read.json`);
  if (!existsSync(path)) throw new Error(`${path} is missing: the read has not been done`);
  const todo = JSON.parse(readFileSync(join(dir, `${set}.todo.json`), 'utf8')) as FeedbackItem[];
  const marks = (JSON.parse(readFileSync(path, 'utf8')) as { marks: FeedbackMark[] }).marks;
  const byId = new Map(marks.map((mark) => [mark.id, mark]));
  const read = todo.filter((item) => byId.has(item.id));
  const count = (test: (mark: FeedbackMark) => boolean) =>
    read.filter((item) => test(byId.get(item.id)!)).length;
  const good = count((mark) => mark.true && mark.useful && !mark.asksForPresent);
  const share = (n: number) => `${n} (${((100 * n) / Math.max(1, read.length)).toFixed(1)} %)`;
  console.log(`${set}: ${read.length} of ${todo.length} feedback texts read`);
  console.log(`  true and useful, asking for nothing the answer has: ${share(good)}`);
  console.log(`  not true: ${share(count((mark) => !mark.true))}`);
  console.log(`  not useful: ${share(count((mark) => !mark.useful))}`);
  console.log(`  asks for what the answer has: ${share(count((mark) => mark.asksForPresent))}`);
  // Which sentence each problem came from (as the coach would choose it now).
  const jobs = new Map(loadGradedJobs().map((job) => [job.id, job]));
  const byKey = new Map<string, { n: number; bad: number; present: number; untrue: number }>();
  for (const item of read) {
    const mark = byId.get(item.id)!;
    const job = jobs.get(item.job)!;
    const evidence = analyseAnswer({
      answer: item.answer,
      language: job.language,
      question: item.question,
      jobTitle: job.jobTitle,
      jobDescription: job.jobDescription,
      earlierAnswers: [],
    });
    const chosen = chooseFeedback(evidence);
    for (const key of [`+${chosen.strength ?? '-'}`, `>${chosen.improvement}`]) {
      const row = byKey.get(key) ?? { n: 0, bad: 0, present: 0, untrue: 0 };
      row.n += 1;
      if (!(mark.true && mark.useful && !mark.asksForPresent)) row.bad += 1;
      if (mark.asksForPresent) row.present += 1;
      if (!mark.true) row.untrue += 1;
      byKey.set(key, row);
    }
  }
  console.log('  by sentence (+ strength, > change): n, not good, asks for present, untrue');
  for (const [key, row] of [...byKey].sort((a, b) => b[1].n - a[1].n)) {
    console.log(`    ${key.padEnd(22)} ${row.n}\t${row.bad}\t${row.present}\t${row.untrue}`);
  }
  if (process.argv.includes('--quiet')) return;
  for (const item of read) {
    const mark = byId.get(item.id)!;
    if (mark.true && mark.useful && !mark.asksForPresent) continue;
    console.log(`  - ${item.id}: ${item.feedback}\n      ${mark.note}`);
  }
}

const [command, set] = process.argv.slice(2);
const isReadSet = (value: string | undefined): value is ReadSet =>
  value !== undefined && value in PER_JOB;
if ((command === 'export' || command === 'report') && isReadSet(set)) {
  const offsetArg = process.argv.indexOf('--offset');
  const offset = offsetArg > 0 ? Number(process.argv[offsetArg + 1]) : 0;
  const stylesArg = process.argv.indexOf('--styles');
  const styles =
    stylesArg > 0 ? (process.argv[stylesArg + 1]?.split(',') as AnswerStyle[]) : undefined;
  if (command === 'export')
    await exportSet(set, {
      offset: Number.isInteger(offset) && offset >= 0 ? offset : 0,
      styles,
      keys: process.argv.includes('--keys')
        ? process.argv[process.argv.indexOf('--keys') + 1]?.split(',')
        : undefined,
    });
  else report(set, process.argv.find((arg) => arg.startsWith('round-')) ?? '');
} else {
  console.log(`usage: feedback.ts export|report ${Object.keys(PER_JOB).join('|')}`);
  process.exitCode = 1;
}
