// The posting's duties as the questions quote them: one done with or for people kept back for a
// soft-skills question, and whether two readings of the posting name the same duty.
import { contentStems } from '../../job-description/read-job-description';
import { involvesPeople } from '../../job-description/people-duties';

/** Duties enough for the technical questions to spare one. */
const DUTIES_TO_SPARE_ONE = 4;

/**
 * The duties to quote, and those done with or for people (people-duties.ts), of which one, not
 * the core duty, is kept for a soft-skills question when the posting lists enough to spare it.
 */
export function splitPeopleDuty(duties: readonly string[]): {
  duty: string[];
  peopleDuty: string[];
} {
  const people = duties.filter(involvesPeople);
  const spare = duties.length >= DUTIES_TO_SPARE_ONE ? 1 : 0;
  const kept = people.filter((duty) => duty !== duties[0]).slice(0, spare);
  return {
    duty: duties.filter((duty) => !kept.includes(duty)),
    peopleDuty: [...kept, ...people.filter((duty) => !kept.includes(duty))],
  };
}

/** Whether two readings of the posting name the same duty: half the shorter one's words shared. */
export function sameDuty(one: string, other: string | undefined): boolean {
  if (!other) return false;
  const stems = new Set(contentStems(one));
  const others = new Set(contentStems(other));
  const shared = [...stems].filter((stem) => others.has(stem)).length;
  return stems.size > 0 && others.size > 0 && shared * 2 >= Math.min(stems.size, others.size);
}
