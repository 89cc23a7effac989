// The clauses of an English sentence told as one person's chain of past deeds, counted (own-step.ts):
// the list of action verbs reads a verb only right after "I".
import { normaliseText, tokenize } from '../../language/text';
import { PAST_EN } from './past-forms';

/** Whom an English "got" acts on ("got them out", "got the kids inside"): then it is a deed. */
export const OBJECT_EN = /^(?:them|him|her|everyone|everybody|the|my|our|his|their)$/u;

/**
 * How many clauses of the sentence open on a verb in the past ("I got them out of the room, opened
 * the windows, shut the stove down, fitted a CO alarm…": the twenty-second panel's read, such a
 * chain left unquoted and "be ready to go deeper" said instead, generic for both readers), not
 * counting a verb of thought or state (`notDeed`).
 */
export function chainedPastEn(text: string, notDeed: RegExp): number {
  return text
    .split(/,\s*(?:and\s+|then\s+)?|\s(?:and|then)\s/u)
    .map((clause) => (tokenize(normaliseText(clause))[0] ?? '').replace(/^i$/u, ''))
    .filter((word) => PAST_EN.test(word) && !notDeed.test(word)).length;
}
