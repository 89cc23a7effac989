// A competent story from another line of work ("when I was a shift lead at a warehouse, a
// forklift clipped a racking upright…") given to a designer's question. It is fluent, specific
// and full of work words, so the off-topic gate, which looks for private life or for no words of
// work at all, lets it through; what gives it away is that it speaks the everyday language of
// another, unrelated field and hardly any of this job's.
import { areRelated, contentStems } from '../../job-description/read-job-description';
import { getTopicStems } from '../../job-description/role-family';
import { ROLE_FAMILIES, type RoleFamily } from '../../job-description/families';

/** Distinct everyday words of one other field that make a story that field's. */
const MIN_FOREIGN_WORDS = 5;
/** More of this job's own words than this, and the story is about this job after all. */
const MAX_OWN_WORDS = 1;

/** The unrelated field an answer's story comes from, or null when it is this job's own. */
export function findOtherField(options: {
  answer: string;
  family: RoleFamily | null;
  vocabulary: ReadonlySet<string>;
}): RoleFamily | null {
  const stems = new Set(contentStems(options.answer));
  const ownWords = [...stems].filter((stem) => options.vocabulary.has(stem)).length;
  let best: { family: RoleFamily; words: number } | null = null;
  for (const family of ROLE_FAMILIES) {
    if (options.family && areRelated(family, options.family)) continue;
    const topic = getTopicStems(family);
    const words = [...stems].filter(
      (stem) => topic.has(stem) && !options.vocabulary.has(stem),
    ).length;
    if (!best || words > best.words) best = { family, words };
  }
  if (!best || best.words < MIN_FOREIGN_WORDS || ownWords > MAX_OWN_WORDS) return null;
  return best.family;
}
