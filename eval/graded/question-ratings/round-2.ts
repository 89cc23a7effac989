// The second blind rating of the questions asked of jobs of no known field (issue 32): the
// questions before the bank for any work (from an older checkout, `--old <dir>`) and after it,
// mixed and shuffled per job so the rater cannot tell which is which, with three jobs of known
// fields as an anchor for the rater's scale. Two sets: `unseen` (postings written for this round
// by a helper session, never read while the change was made) and `corpus` (the graded corpus's
// jobs of no known field, whose postings were read while writing the change).
//   node --import tsx eval/graded/question-ratings/round-2.ts export --old /tmp/oldgen
//   node --import tsx eval/graded/question-ratings/round-2.ts report
// A later round (`--round 3`) rates only the questions asked now, of its own unseen postings
// (`round-3/postings.json`), with the same anchors: `export --round 3`, `report --round 3`; with
// `--old <dir>` it also mixes in the questions asked before a change, as round 2 did (round 5).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generateQuestions } from '../../../src/server/ai/offline/generate-questions';
import { readJobDescription } from '../../../src/server/job-description/read-job-description';
import { createRandom, hashString } from '../../../src/server/language/text';
import { loadGradedJobs } from '../corpus';
import { writeJsonFile } from '../write-json';

const argv = process.argv.slice(2);
const roundFlag = argv.indexOf('--round');
const ROUND = roundFlag >= 0 ? Number(argv[roundFlag + 1]) : 2;
const HERE = join(fileURLToPath(new URL('.', import.meta.url)), `round-${ROUND}`);
/** Round 2 compared the questions before and after a change; later rounds rate only today's. */
const SETS: Array<'unseen' | 'corpus'> = ROUND === 2 ? ['unseen', 'corpus'] : ['unseen'];
const ANCHORS = ['en-scrub-nurse', 'en-python-developer', 'ru-bukhgalter'];

interface Job {
  id: string;
  language: 'en' | 'ru';
  jobTitle: string;
  jobDescription: string;
}
type Generate = (job: Job) => string[];
interface KeyEntry {
  id: string;
  versions: Array<'before' | 'after'>;
  anchor: boolean;
}
interface Rating {
  q: string;
  rating: number;
  otherField: boolean;
  note?: string;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(join(HERE, file), 'utf8')) as T;
}

function jobsOf(set: 'unseen' | 'corpus'): Job[] {
  const corpus = loadGradedJobs();
  const anchors = corpus.filter((job) => ANCHORS.includes(job.id));
  const rated =
    set === 'unseen'
      ? readJson<Job[]>('postings.json')
      : corpus.filter((job) => readJobDescription(job).family === null);
  return [...rated, ...anchors].map(({ id, language, jobTitle, jobDescription }) => ({
    id,
    language,
    jobTitle,
    jobDescription,
  }));
}

function shuffle<T>(items: T[], seed: string): T[] {
  const random = createRandom(hashString(seed));
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

async function exportSets(oldDir: string | undefined) {
  const module = oldDir
    ? ((await import(
        pathToFileURL(join(oldDir, 'src/server/ai/offline/generate-questions.ts')).href
      )) as { generateQuestions: Generate })
    : undefined;
  const before: Generate | undefined = module && ((job) => module.generateQuestions(job));
  const after: Generate = (job) => generateQuestions(job);
  for (const set of SETS) {
    const todo = [];
    const key: Record<string, KeyEntry[]> = {};
    for (const job of jobsOf(set)) {
      const anchor = ANCHORS.includes(job.id);
      const texts = new Map<string, Set<'before' | 'after'>>();
      for (const [version, generate] of [
        ['before', before],
        ['after', after],
      ] as const) {
        // The anchors are asked only as they are now: their field's questions did not change.
        if (!generate || (anchor && version === 'before')) continue;
        for (const text of generate(job)) {
          texts.set(text, new Set([...(texts.get(text) ?? []), version]));
        }
      }
      const questions = shuffle([...texts.keys()], job.id).map((text, index) => ({
        q: `q${index + 1}`,
        text,
      }));
      key[job.id] = questions.map(({ q, text }) => ({
        id: q,
        versions: [...(texts.get(text) ?? [])],
        anchor,
      }));
      todo.push({ ...job, questions });
    }
    // The corpus set is rated in two halves by two readers, each with the anchors.
    const halves =
      set === 'corpus'
        ? (() => {
            const rated = todo.filter((job) => !ANCHORS.includes(job.id));
            const anchors = todo.filter((job) => ANCHORS.includes(job.id));
            const half = Math.ceil(rated.length / 2);
            return {
              'corpus-a': [...rated.slice(0, half), ...anchors],
              'corpus-b': [...rated.slice(half), ...anchors],
            };
          })()
        : { [set]: todo };
    for (const [name, jobs] of Object.entries(halves)) {
      writeJsonFile(join(HERE, `todo.${name}.json`), jobs);
    }
    writeJsonFile(join(HERE, `key.${set}.json`), key);
    console.log(
      `${set}: ${todo.length} jobs, ${todo.reduce((sum, job) => sum + job.questions.length, 0)} questions`,
    );
  }
}

function report() {
  for (const set of SETS) {
    const files = (set === 'corpus' ? ['corpus-a', 'corpus-b'] : [set])
      .map((name) => `ratings.${name}.json`)
      .filter((file) => existsSync(join(HERE, file)));
    if (files.length === 0) {
      console.log(`${set}: not rated yet`);
      continue;
    }
    const key = readJson<Record<string, KeyEntry[]>>(`key.${set}.json`);
    const ratings = {
      jobs: files.flatMap(
        (file) => readJson<{ jobs: Array<{ id: string; ratings: Rating[] }> }>(file).jobs,
      ),
    };
    // A job whose questions did not change was read as a known field before and after.
    const groups = {
      before: [] as Rating[],
      after: [] as Rating[],
      'before, jobs read as no known field': [] as Rating[],
      'after, jobs read as no known field': [] as Rating[],
      'unchanged (read as a field)': [] as Rating[],
      anchor: [] as Rating[],
    };
    const perJob: string[] = [];
    // Later rounds have no "before": a job counts as no known field if it is read so now.
    const fields = new Map(
      jobsOf(set).map((job) => [job.id, readJobDescription(job).family ?? 'no known field']),
    );
    for (const job of ratings.jobs) {
      const entries = new Map((key[job.id] ?? []).map((entry) => [entry.id, entry]));
      const changed =
        ROUND === 2
          ? (key[job.id] ?? []).some((entry) => !entry.anchor && entry.versions.length === 1)
          : fields.get(job.id) === 'no known field';
      const mine = { before: [] as number[], after: [] as number[] };
      for (const rating of job.ratings) {
        const entry = entries.get(rating.q);
        if (!entry) continue;
        if (entry.anchor) groups.anchor.push(rating);
        else
          for (const version of entry.versions) {
            groups[version].push(rating);
            mine[version].push(rating.rating);
            if (changed) groups[`${version}, jobs read as no known field`].push(rating);
            else if (version === 'after') groups['unchanged (read as a field)'].push(rating);
          }
      }
      const mean = (values: number[]) =>
        values.length ? (values.reduce((a, b) => a + b, 0) / values.length).toFixed(2) : '—';
      if (mine.after.length)
        perJob.push(
          ROUND === 2 || mine.before.length > 0
            ? `  ${job.id}: before ${mean(mine.before)}, after ${mean(mine.after)}`
            : `  ${job.id} (${fields.get(job.id)}): ${mean(mine.after)}`,
        );
    }
    console.log(`## ${set}`);
    for (const [name, list] of Object.entries(groups)) {
      if (list.length === 0) continue;
      const mean = list.reduce((sum, rating) => sum + rating.rating, 0) / list.length;
      const low = list.filter((rating) => rating.rating <= 2).length;
      const high = list.filter((rating) => rating.rating >= 4).length;
      const other = list.filter((rating) => rating.otherField).length;
      console.log(
        `${name.padEnd(36)} n=${list.length} mean ${mean.toFixed(2)}, rated ≥4 ${((100 * high) / list.length).toFixed(1)} %, rated ≤2 ${low} (${((100 * low) / list.length).toFixed(1)} %), another occupation ${other}`,
      );
    }
    console.log(perJob.join('\n'));
  }
}

const [command] = argv;
if (command === 'export') {
  const oldDir = argv.includes('--old') ? argv[argv.indexOf('--old') + 1] : undefined;
  if (!oldDir && ROUND === 2)
    throw new Error('--old <checkout of the generator before the change>');
  await exportSets(oldDir);
} else report();
