// The guest trial as it stands (the job, the question asked and the answer typed), kept in this
// tab's session storage so a reload of /try loses nothing the visitor typed (a new user's walk).
// Never sent anywhere; the feedback is asked for again.
import { LANGUAGES } from '../../../../shared/constants';
import type { TriedQuestion } from '../../../../shared/schemas/try-question';
import type { TrialJob } from '../components/trial-job-form';

const KEY = 'hireready.trialDraft';

export interface TrialDraft {
  job: TrialJob;
  asked: TriedQuestion;
  answer: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the trial as it stands, or forgets it when no question is asked. */
export function keepTrialDraft(draft: TrialDraft | null): void {
  try {
    const store = storage();
    if (!store) return;
    if (draft) store.setItem(KEY, JSON.stringify(draft));
    else store.removeItem(KEY);
  } catch {
    // A full or blocked storage keeps nothing; the page still holds it.
  }
}

/** The trial kept in this tab, when it is well formed; else null. */
export function readTrialDraft(): TrialDraft | null {
  let stored: Partial<TrialDraft> | null;
  try {
    stored = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Partial<TrialDraft> | null;
  } catch {
    return null;
  }
  const { job, asked, answer } = stored ?? {};
  const isWellFormed =
    typeof job?.jobTitle === 'string' &&
    typeof job.jobDescription === 'string' &&
    LANGUAGES.some((known) => known === job.language) &&
    typeof asked?.question === 'string' &&
    typeof asked.turn === 'number' &&
    typeof asked.hasNext === 'boolean' &&
    typeof answer === 'string';
  return isWellFormed ? { job, asked, answer } : null;
}
