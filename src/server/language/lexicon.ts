// The shape of the per-language word lists the offline coach reads answers with.
import type { Language } from '../../shared/language';
import { LEXICON_EN } from './lexicon.en';
import { LEXICON_RU } from './lexicon.ru';

export type StarPart = 'situation' | 'task' | 'action' | 'result';

export const STAR_PARTS: readonly StarPart[] = ['situation', 'task', 'action', 'result'];

export interface Lexicon {
  /** Frequent words: a real sentence contains some, keyboard mashing none. */
  commonWords: readonly string[];
  /** Phrases that, in a short answer, mean the candidate did not answer. */
  dontKnow: readonly string[];
  /** Words that fill time without adding meaning. */
  fillers: readonly string[];
  /** Words that soften a claim until it says little. */
  hedges: readonly string[];
  /** Cues for each STAR part; a trailing "*" matches a word prefix. */
  star: Readonly<Record<StarPart, readonly string[]>>;
  /** Action verbs in the past tense (English forms; Russian stems taking a past-tense ending). */
  actionVerbs: readonly string[];
  /** Past-tense verbs after "I"/"я" that describe a state, not something done. */
  nonActionVerbs: readonly string[];
  /** Pronouns that make the following verb the candidate's own or the team's. */
  selfPronouns: readonly string[];
  teamPronouns: readonly string[];
}

export function getLexicon(language: Language): Lexicon {
  return language === 'ru' ? LEXICON_RU : LEXICON_EN;
}
