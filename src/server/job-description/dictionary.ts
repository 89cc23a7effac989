// Every skill, tool, procedure and qualification the reader recognises: the technology
// dictionary and each role family's own list, with the family each term belongs to. A term that
// is not here (or, in software and data jobs, a name that reads like a product) is never a skill.
import { FAMILY_LEXICONS, type RoleFamily } from './families';
import {
  buildTerms,
  collectOneWordAliases,
  TECH_TERMS,
  TECH_WORDS,
  type TechTerm,
} from './tech-dictionary';

// Skills many fields ask for alike (a nurse, a cook and a barista all keep to СанПиН): no field's
// own, so they count in every job.
// prettier-ignore
const SHARED_SKILLS = [
  'sanitary standards|sanitary rules|=санитарные нормы|санпин|санитарные требования|санитарно-эпидемиологические требования',
  'first aid|=первая помощь|первая доврачебная помощь|доврачебная помощь',
];

export interface DictionaryTerm extends TechTerm {
  /** The field the term belongs to; null for the general technology dictionary. */
  family: RoleFamily | null;
}

function collect(): DictionaryTerm[] {
  const seen = new Set<string>();
  const terms: DictionaryTerm[] = [];
  const add = (term: TechTerm, family: RoleFamily | null) => {
    const key = term.label.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    terms.push({ ...term, family });
  };
  for (const term of TECH_TERMS) add(term, null);
  for (const term of buildTerms(SHARED_SKILLS)) add(term, null);
  for (const lexicon of FAMILY_LEXICONS) {
    for (const term of buildTerms(lexicon.skills)) add(term, lexicon.family);
  }
  return terms;
}

export const DICTIONARY_TERMS: readonly DictionaryTerm[] = collect();

/** Every one-word alias of every known term, lower case (a word that is "technical" on its own). */
export const DICTIONARY_WORDS: ReadonlySet<string> = new Set([
  ...TECH_WORDS,
  ...collectOneWordAliases(SHARED_SKILLS),
  ...FAMILY_LEXICONS.flatMap((lexicon) => collectOneWordAliases(lexicon.skills)),
]);
