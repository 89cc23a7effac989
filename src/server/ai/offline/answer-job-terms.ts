// The job terms an answer uses, as it names them, and those of its question (else of the job) it
// does not.
import type { Language } from '../../../shared/language';
import {
  findTermNameIn,
  findTermsIn,
  getTermLabel,
  type JobTerm,
} from '../../job-description/job-terms';

/** Of a job's terms the answer leaves out, how many to name when its question names none. */
const MISSED_FROM_JOB = 3;

export function findJobTerms(
  options: { answer: string; language: Language; question?: string },
  skills: readonly JobTerm[],
): { used: string[]; missed: string[] } {
  const label = (term: JobTerm) => getTermLabel(term, options.language);
  // A term the answer names by another of its names is shown as the answer names it (a term
  // labelled «ЕГРН» found as «Росреестр»): the panel says what the answer used.
  const said = (term: JobTerm) => {
    const name = findTermNameIn(options.answer, term);
    const labels = [term.label, term.ruLabel ?? ''].map((text) => text.toLowerCase());
    return name && !labels.includes(name.toLowerCase()) ? name : label(term);
  };
  const used = findTermsIn(options.answer, skills);
  const unused = skills.filter((term) => !used.includes(term));
  const asked = options.question ? findTermsIn(options.question, unused) : [];
  const missed = asked.length > 0 ? asked : unused.slice(0, MISSED_FROM_JOB);
  return { used: used.map(said), missed: missed.map(label) };
}
