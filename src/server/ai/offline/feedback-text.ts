// Small text helpers the feedback and the assessment write with.
import type { AnswerEvidence } from './analyse-answer';

/** "a, b and c" in the given language. */
export function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/** The template with each {key} replaced by its value; unknown keys stay as written. */
export function fillIn(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** "i check", "i'd" as found in lower-cased text, with the pronoun's capital back. */
export const capitalI = (text: string) => text.replace(/(?<![\p{L}'’])i(?=$|[\s'’])/gu, 'I');

/** The words that set the scene, as the answer writes them (never a search pattern). */
export function quotableSituation(evidence: AnswerEvidence): string | null {
  return evidence.star.situation.find((cue) => !cue.includes('*') && /\s/.test(cue)) ?? null;
}

/**
 * Quotation marks inside a quote take the inner form («…а в „Пятёрочке“ в 1С…», "…the ‘Level 3’
 * course…"), not the outer one twice (a new user's walk: «…а в «Пятёрочке» в 1С…»).
 */
export function nested(text: string): string {
  return text.replace(/«([^«»]*)»/gu, '„$1“').replace(/“([^“”]*)”/gu, '‘$1’');
}
