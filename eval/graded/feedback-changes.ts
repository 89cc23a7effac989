// What a change to the offline coach does to its feedback on the training jobs, and a paired read
// of it (eval/graded/README.md, "The feedback read"):
//   node --import tsx eval/graded/feedback-changes.ts snapshot OUT.json
//        the feedback on every answer but the gaming ones, the keyword lists and those in the
//        other language (which get a verdict, not feedback), of the jobs the reads may use (loadReadJobs: the
//        training jobs and the panels already acted on; never the test set, the fresh set or an
//        unread panel), with the sentences it was made of: { "job#n#style": { k, fb, q, a, g } }
//   node --import tsx eval/graded/feedback-changes.ts pair BEFORE.json AFTER.json round-N [K]
//        prints how many texts changed and from which sentences to which, and writes
//        feedback-read/round-N/train.todo.json (each changed answer twice, its feedback before and
//        after, shuffled, neutral ids), train.key.json (which is which) and the paired readers'
//        brief; with K, K changed answers drawn at random (seeded by N).
// Take a snapshot on the commit before a change (a git worktree) and one after, then pair them.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRandom, hashString } from '../../src/server/language/text';
import { analyseAnswer } from '../../src/server/ai/offline/analyse-answer';
import { chooseFeedback } from '../../src/server/ai/offline/feedback';
import { createOfflineCoach } from '../../src/server/ai/offline/offline-coach';
import { loadReadJobs, questionOf } from './corpus';

const READ_DIR = join(import.meta.dirname, 'feedback-read');
const SPLIT = JSON.parse(readFileSync(join(import.meta.dirname, 'split.json'), 'utf8')) as {
  test: string[];
  fresh?: string[];
};

/** Answers the feedback is not read on: they get a verdict or a gaming warning, not advice. */
const NOT_READ = new Set(['keyword_list', 'wrong_language', 'off_topic', 'stuffed', 'buzzword']);

interface Told {
  /** The sentences the text was made of: strength/improvement ("-" for none). */
  k: string;
  fb: string;
  q: string;
  a: string;
  g: number;
}

async function snapshot(out: string): Promise<void> {
  const held = new Set([...SPLIT.test, ...(SPLIT.fresh ?? [])]);
  const coach = createOfflineCoach();
  const told: Record<string, Told> = {};
  for (const job of loadReadJobs().filter((candidate) => !held.has(candidate.id))) {
    for (const answer of job.answers.filter((one) => !NOT_READ.has(one.style))) {
      const question = questionOf(job, answer);
      const input = {
        answer: answer.text,
        language: job.language,
        question,
        jobTitle: job.jobTitle,
        jobDescription: job.jobDescription,
        earlierAnswers: [],
      };
      const chosen = chooseFeedback(analyseAnswer(input));
      const fb = await coach.giveFeedback({ ...input, order: answer.n });
      told[`${job.id}#${answer.n}#${answer.style}`] = {
        k: `${chosen.strength ?? '-'}/${chosen.improvement}`,
        fb,
        q: question,
        a: answer.text,
        g: answer.grade,
      };
    }
  }
  writeFileSync(out, JSON.stringify(told));
  console.log(`${Object.keys(told).length} feedback texts written to ${out}`);
}

/** The items in a seeded order (Fisher–Yates). */
function shuffled<T>(items: readonly T[], seed: string): T[] {
  const random = createRandom(hashString(seed));
  const order = [...items];
  for (let at = order.length - 1; at > 0; at -= 1) {
    const other = Math.floor(random() * (at + 1));
    [order[at], order[other]] = [order[other]!, order[at]!];
  }
  return order;
}

function pair(files: { before: string; after: string }, round: { name: string; sample?: number }) {
  const before = JSON.parse(readFileSync(files.before, 'utf8')) as Record<string, Told>;
  const after = JSON.parse(readFileSync(files.after, 'utf8')) as Record<string, Told>;
  const changed = Object.keys(after).filter(
    (key) => before[key] && before[key].fb !== after[key]!.fb,
  );
  const moves = new Map<string, number>();
  for (const key of changed) {
    const move = `${before[key]!.k} -> ${after[key]!.k}`;
    moves.set(move, (moves.get(move) ?? 0) + 1);
  }
  console.log(`${changed.length} of ${Object.keys(after).length} texts changed`);
  for (const [move, count] of [...moves].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    console.log(`${String(count).padStart(5)}  ${move}`);
  }
  const read = round.sample
    ? shuffled(changed, `${round.name} sample`).slice(0, round.sample)
    : changed;
  const titles = new Map(loadReadJobs().map((job) => [job.id, job.jobTitle]));
  const items = shuffled(
    read.flatMap((key) =>
      (['before', 'after'] as const).map((variant) => ({
        key,
        variant,
        told: (variant === 'before' ? before : after)[key]!,
      })),
    ),
    round.name,
  );
  const dir = join(READ_DIR, round.name);
  mkdirSync(dir, { recursive: true });
  const ids = items.map((_, index) => `t${String(index + 1).padStart(3, '0')}`);
  const todo = items.map(({ key, told }, index) => ({
    id: ids[index],
    jobTitle: titles.get(key.split('#')[0] ?? '') ?? '',
    question: told.q,
    answer: told.a,
    feedback: told.fb,
  }));
  const keys = Object.fromEntries(
    items.map(({ key, variant }, index) => [ids[index], { src: key, variant }]),
  );
  writeFileSync(join(dir, 'train.todo.json'), `${JSON.stringify(todo, null, 2)}\n`);
  writeFileSync(join(dir, 'train.key.json'), `${JSON.stringify(keys, null, 2)}\n`);
  copyFileSync(join(READ_DIR, 'round-131', 'brief.md'), join(dir, 'brief.md'));
  console.log(`${todo.length} texts to read in ${dir} (score: feedback-read/paired-score.py)`);
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'snapshot' && rest[0]) {
  await snapshot(rest[0]);
} else if (command === 'pair' && rest[0] && rest[1] && rest[2]) {
  pair(
    { before: rest[0], after: rest[1] },
    { name: rest[2], sample: Number(rest[3]) || undefined },
  );
} else {
  console.error('usage: feedback-changes.ts snapshot OUT.json | pair BEFORE AFTER round-N [K]');
  process.exitCode = 1;
}
