// Loads the coach evaluation corpus: job descriptions with honest answers written for them
// (strong, brief, vague), and, per language, fluent stories about something else entirely.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '../../src/shared/language';

export interface CorpusJob {
  id: string;
  language: Language;
  roleFamily: string;
  jobTitle: string;
  jobDescription: string;
  /** Skills a recruiter would screen for, as the posting words them. */
  mustHaves: string[];
  /** Strings of the posting that are not skills (places, shifts, salary…). */
  noise: string[];
  answers: { strong: string[]; brief: string[]; vague: string[] };
}

export const CORPUS_DIR = join(fileURLToPath(new URL('.', import.meta.url)), 'corpus');

export function loadJobs(): CorpusJob[] {
  const jobs: CorpusJob[] = [];
  for (const language of ['en', 'ru'] as const) {
    const dir = join(CORPUS_DIR, language);
    for (const file of readdirSync(dir).sort()) {
      if (!file.endsWith('.json') || file === 'off-topic.json') continue;
      jobs.push(JSON.parse(readFileSync(join(dir, file), 'utf8')) as CorpusJob);
    }
  }
  return jobs;
}

export function loadOffTopic(language: Language): string[] {
  const file = join(CORPUS_DIR, language, 'off-topic.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { answers: string[] }).answers;
}

/** A job read for its questions only (no answers written): jobs from fields beyond the corpus. */
export type ProbeJob = Omit<CorpusJob, 'mustHaves' | 'answers'>;

/** Jobs whose questions are checked but not their scoring ("question-probe.json"). */
export function loadProbeJobs(): ProbeJob[] {
  const file = join(CORPUS_DIR, 'question-probe.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { jobs: ProbeJob[] }).jobs;
}
