// Twelve distinct, honest answers from the coach evaluation corpus (eval/coach/corpus), for tests
// that run a whole interview: the same sentence sent for every question is scored as a repeat.
import { readFileSync } from 'node:fs';

interface CorpusJob {
  jobTitle: string;
  jobDescription: string;
  language: 'en' | 'ru';
  answers: { strong: string[]; vague: string[] };
}

const cache = new Map<string, CorpusJob>();

export function corpusJob(file: 'en/en-sre.json' | 'ru/ru-analyst.json' | string): CorpusJob {
  let job = cache.get(file);
  if (!job) {
    const url = new URL(`../../eval/coach/corpus/${file}`, import.meta.url);
    job = JSON.parse(readFileSync(url, 'utf8')) as CorpusJob;
    cache.set(file, job);
  }
  return job;
}

/** The corpus's strong answer for question `order` (1–12) of the SRE job. */
export function honestAnswer(order: number): string {
  return corpusJob('en/en-sre.json').answers.strong[(order - 1) % 12] ?? '';
}
