import type { Language } from './language';

// Which completed interviews are for the same job (the progress page, the dashboard's card): interviews for one job ask that job's questions, so their scores can
// be compared with each other; an interview for another job is a different test (a new user's
// walk of 2026-12-04 was told "+3 since your first interview" comparing a glazier with a baker).

/** What the page knows of a completed interview to group it. */
export interface JobOfInterview {
  jobTitle: string;
  language: Language;
  score: number | null;
}

export interface ProgressJob {
  /** Stable across visits: the title as typed, read loosely, and the interview's language. */
  key: string;
  /** The title as the latest interview for it spelled it. */
  title: string;
  language: Language;
  count: number;
}

/** One job however its title was spaced, cased or punctuated at the ends ("Baker." = "baker"). */
export function jobKeyOf(point: Pick<JobOfInterview, 'jobTitle' | 'language'>): string {
  const title = point.jobTitle
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/\s+/gu, ' ')
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');
  return `${point.language}:${title}`;
}

/** The jobs of these interviews (oldest first), the most recently practised first. */
export function progressJobs(interviews: readonly JobOfInterview[]): ProgressJob[] {
  const jobs = new Map<string, ProgressJob>();
  for (const point of [...interviews].reverse()) {
    const key = jobKeyOf(point);
    const job = jobs.get(key);
    if (job) job.count += 1;
    else jobs.set(key, { key, title: point.jobTitle.trim(), language: point.language, count: 1 });
  }
  return [...jobs.values()];
}

/**
 * The change of score from the first to the latest scored interview of one job; null with fewer
 * than two scored interviews for it.
 */
export function changeWithinJob(interviews: readonly JobOfInterview[], key: string): number | null {
  const scores = interviews
    .filter((point) => jobKeyOf(point) === key)
    .map((point) => point.score)
    .filter((score): score is number => score !== null);
  return scores.length > 1 ? scores.at(-1)! - scores[0]! : null;
}
