// What a run of capitalised words or figures in a posting is not: the name of a tool, a licence or
// a body a resume could show. A figure of the job ("40-bed", "12-hour"), a place the job is in
// ("across Yorkshire", "in the UK") and an everyday word in title case ("Level", "Aid") are read
// out of the names a posting asks for (posting-phrases.ts, readNames).
import { isEnglishWord } from '../../../language/english-words';

/** A figure with its unit ("40-bed", "12-hour", "4-on-4-off"): what the job is, not a name. */
export const FIGURE = /^\p{N}[\p{N}.,]*[-–][\p{Ll}\p{N}–-]*\p{Ll}[\p{Ll}\p{N}–-]*$/u;
/**
 * Where a place follows: "across Yorkshire", "near Leeds", "in the UK", "based in Horsforth". A
 * bare "in" is as often a tool's ("marketing in Klaviyo"): only "in the" and "based in" are.
 */
const PLACE_BEFORE = /^(?:at|across|throughout|within|near|outside)$/iu;
const PLACED_IN = /^(?:based|located|living|live|lives|anywhere|everywhere)$/iu;
/** …unless what comes before says a skill or a licence is in it: "experience in the NHS". */
const SKILL_BEFORE =
  /^(?:experience|experienced|proficient|proficiency|skilled|skills|trained|training|certified|certification|qualified|qualification|fluent|fluency|expertise|expert|knowledge|background|degree|diploma|course|courses|competent|competence|versed|confident)$/iu;

/** Whether the words before a run of names put it after a preposition of place. */
export function isPlace(before: readonly string[]): boolean {
  const words = before.filter(Boolean).map((word) => word.toLowerCase());
  const [third, second, last] = words.slice(-3);
  if (last !== undefined && PLACE_BEFORE.test(last)) return true;
  if (last === 'in' && second !== undefined && PLACED_IN.test(second)) return true;
  return last === 'the' && second === 'in' && !SKILL_BEFORE.test(third ?? '');
}

/** Days and months, which English writes with a capital: "Saturdays", "from September". */
const CALENDAR =
  /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|january|february|march|april|may|june|july|august|september|october|november|december)$/iu;

/**
 * One everyday English word written with a capital ("Level", "Class", "Aid", "Education"): a
 * word of a title-case heading or phrase, not a product, a licence or a body. Nor are days and
 * months ("Saturday and Sunday").
 */
export function isTitleCaseWord(names: readonly string[]): boolean {
  const [word] = names;
  if (names.length > 0 && names.every((name) => CALENDAR.test(name))) return true;
  return names.length === 1 && /^\p{Lu}\p{Ll}+$/u.test(word ?? '') && isEnglishWord(word ?? '');
}
