// Blind reading of the graded corpus (eval/graded/README.md, "Blind readers").
//   node --import tsx eval/graded/blind.ts export <job-id>...   writes eval/graded/blind/<id>.todo.json:
//        the posting, the questions and the answers in a shuffled order, without style or grade
//   node --import tsx eval/graded/blind.ts supplement            adds supplement/<id>.writer-*.json
//   node --import tsx eval/graded/blind.ts merge                 adds every blind/<id>.<reader>.json
//        ({ "reader": "...", "grades": [{ "id": "...", "grade": 0-100, "reason": "..." }] }) to the
//        job files as `blind` grades
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRandom, hashString } from '../../src/server/language/text';
import { GRADED_DIR, questionOf, type GradedJob } from './corpus';
import { writeJsonFile } from './write-json';

const BLIND_DIR = join(GRADED_DIR, '..', 'blind');
const [command, ...ids] = process.argv.slice(2);

function readJob(id: string): GradedJob {
  return JSON.parse(readFileSync(join(GRADED_DIR, `${id}.json`), 'utf8')) as GradedJob;
}

/** A stable id for an answer: its question and its place among that question's answers. */
function answerIds(job: GradedJob): string[] {
  const seen = new Map<number, number>();
  return job.answers.map((answer) => {
    const index = (seen.get(answer.n) ?? 0) + 1;
    seen.set(answer.n, index);
    return `q${answer.n}-${index}-${hashString(`${job.id}\n${answer.text}`).toString(36)}`;
  });
}

if (command === 'export') {
  mkdirSync(BLIND_DIR, { recursive: true });
  for (const id of ids) {
    const job = readJob(id);
    const keys = answerIds(job);
    const random = createRandom(hashString(job.id));
    const order = job.answers
      .map((_, index) => ({ index, key: random() }))
      .sort((a, b) => a.key - b.key);
    const todo = {
      id: job.id,
      language: job.language,
      jobTitle: job.jobTitle,
      jobDescription: job.jobDescription,
      answers: order.map(({ index }) => ({
        id: keys[index],
        question: questionOf(job, job.answers[index]!),
        text: job.answers[index]!.text,
      })),
    };
    writeJsonFile(join(BLIND_DIR, `${id}.todo.json`), todo);
    console.log(`${id}: ${todo.answers.length} answers`);
  }
} else if (command === 'merge') {
  if (!existsSync(BLIND_DIR)) process.exit(0);
  const byJob = new Map<
    string,
    { reader: string; grades: { id: string; grade: number; reason: string }[] }[]
  >();
  for (const file of readdirSync(BLIND_DIR).filter(
    (name) => /\.[a-z0-9-]+\.json$/.test(name) && !name.endsWith('.todo.json'),
  )) {
    const id = file.split('.')[0]!;
    const entry = JSON.parse(readFileSync(join(BLIND_DIR, file), 'utf8'));
    byJob.set(id, [...(byJob.get(id) ?? []), entry]);
  }
  for (const [id, readings] of byJob) {
    const job = readJob(id);
    const keys = answerIds(job);
    let merged = 0;
    job.answers.forEach((answer, index) => {
      const blind = readings.flatMap((reading) =>
        reading.grades
          .filter((grade) => grade.id === keys[index] && typeof grade.grade === 'number')
          .map((grade) => ({ grade: grade.grade, reason: grade.reason, reader: reading.reader })),
      );
      if (blind.length > 0) {
        answer.blind = blind;
        merged += 1;
      }
    });
    writeJsonFile(join(GRADED_DIR, `${id}.json`), job);
    console.log(`${id}: ${merged} of ${job.answers.length} answers have blind grades`);
  }
} else if (command === 'supplement') {
  // Supplementary answers (README, "The supplement"): added to their jobs once, by text.
  const dir = join(GRADED_DIR, '..', 'supplement');
  for (const file of readdirSync(dir).filter((name) => /\.writer-[a-z0-9]+\.json$/.test(name))) {
    const id = file.split('.')[0]!;
    const entry = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
      writer: string;
      answers: GradedJob['answers'];
    };
    const job = readJob(id);
    const known = new Set(job.answers.map((answer) => answer.text));
    const added = entry.answers.filter((answer) => !known.has(answer.text));
    job.answers.push(...added.map((answer) => ({ ...answer, author: entry.writer })));
    writeJsonFile(join(GRADED_DIR, `${id}.json`), job);
    console.log(`${id}: ${added.length} answers added`);
  }
} else {
  console.log('usage: blind.ts export <job-id>... | merge | supplement');
  process.exit(1);
}
