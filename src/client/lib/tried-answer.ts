import { LANGUAGES } from '../../shared/constants';
import type { Language } from '../../shared/language';

// A visitor's answer to the trial question (/try), kept in this browser only, so that after
// signing up the first full interview can start with it. The server keeps nothing of a trial.
// Of several answers to the same job, the one the coach scored highest is kept, not the last.

const STORAGE_KEY = 'hireready.triedAnswer';
/** A trial older than this is not offered any more: the visitor has moved on. */
const KEEP_FOR_MS = 7 * 24 * 60 * 60_000;

export interface TriedAnswer {
  jobTitle: string;
  jobDescription: string;
  language: Language;
  question: string;
  answer: string;
  /** The coach's score of the answer (absent in answers kept before it was stored). */
  score?: number;
  savedAt: number;
}

const sameJob = (a: Omit<TriedAnswer, 'savedAt'>, b: Omit<TriedAnswer, 'savedAt'>) =>
  a.jobTitle.trim() === b.jobTitle.trim() &&
  a.jobDescription.trim() === b.jobDescription.trim() &&
  a.language === b.language;

/** Keeps a trial answer, unless a better-scored one to the same job is kept already. */
export function rememberTriedAnswer(tried: Omit<TriedAnswer, 'savedAt'>): void {
  const kept = readTriedAnswer();
  if (
    kept &&
    sameJob(kept, tried) &&
    kept.score !== undefined &&
    tried.score !== undefined &&
    kept.score > tried.score
  ) {
    return;
  }
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...tried, savedAt: Date.now() }));
  } catch {
    // Private mode or a full storage: the trial still worked, only the offer is lost.
  }
}

/** The remembered trial answer, if there is a well-formed recent one. */
export function readTriedAnswer(): TriedAnswer | null {
  let stored: Partial<TriedAnswer> | null;
  try {
    stored = JSON.parse(
      window.localStorage.getItem(STORAGE_KEY) ?? 'null',
    ) as Partial<TriedAnswer> | null;
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object') return null;
  const { jobTitle, jobDescription, language, question, answer, score, savedAt } = stored;
  const isWellFormed =
    typeof jobTitle === 'string' &&
    typeof jobDescription === 'string' &&
    typeof question === 'string' &&
    typeof answer === 'string' &&
    typeof savedAt === 'number' &&
    LANGUAGES.some((known) => known === language);
  if (!isWellFormed || Date.now() - savedAt > KEEP_FOR_MS) return null;
  return {
    jobTitle,
    jobDescription,
    language: language as Language,
    question,
    answer,
    ...(typeof score === 'number' ? { score } : {}),
    savedAt,
  };
}

export function forgetTriedAnswer(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to forget where nothing could be stored.
  }
}
