// The facts a text states that its source does not: numbers and proper nouns. A tailored resume
// may reword, never add an employer, a title, a date, a degree, a figure or a skill.
import { normaliseText } from '../../../language/text';
import { stem } from '../../../language/stem';

export interface UnsupportedClaim {
  kind: 'number' | 'proper_noun';
  value: string;
}

export interface SourceFacts {
  digitRuns: ReadonlySet<string>;
  words: ReadonlySet<string>;
  stems: ReadonlySet<string>;
}

const WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}+#'’.\-/]*[\p{L}\p{N}+#])?/gu;
// prettier-ignore
const NUMBER_WORDS = new Map<string, string>([
  ['one', '1'], ['two', '2'], ['three', '3'], ['four', '4'], ['five', '5'], ['six', '6'],
  ['seven', '7'], ['eight', '8'], ['nine', '9'], ['ten', '10'], ['eleven', '11'], ['twelve', '12'],
  ['twenty', '20'], ['thirty', '30'], ['fifty', '50'], ['hundred', '100'], ['hundreds', '100'],
  ['thousand', '1000'], ['thousands', '1000'], ['million', '1000000'], ['millions', '1000000'],
  ['billion', '1000000000'], ['dozen', '12'], ['dozens', '12'], ['double', '2'], ['doubled', '2'],
  ['tripled', '3'], ['один', '1'], ['одна', '1'], ['два', '2'], ['две', '2'], ['три', '3'],
  ['четыре', '4'], ['пять', '5'], ['шесть', '6'], ['семь', '7'], ['восемь', '8'], ['девять', '9'],
  ['десять', '10'], ['двадцать', '20'], ['сто', '100'], ['сотни', '100'], ['сотен', '100'],
  ['тысяча', '1000'], ['тысячи', '1000'], ['тысяч', '1000'], ['миллион', '1000000'],
  ['миллиона', '1000000'], ['миллионов', '1000000'], ['вдвое', '2'], ['втрое', '3'],
  ['дважды', '2'], ['трижды', '3'],
]);
const ALLOWED_CAPITALS = new Set(['i', 'я', 'a']);

export function collectSourceFacts(sourceText: string): SourceFacts {
  const words = (sourceText.match(WORD) ?? []).map(normaliseText);
  const parts = words.flatMap((word) => word.split(/[.\-/]/)).filter(Boolean);
  return {
    digitRuns: new Set(sourceText.match(/\d+/g) ?? []),
    words: new Set([...words, ...parts]),
    stems: new Set([...words, ...parts].map(stem)),
  };
}

/** Numbers and proper nouns in the text that the source never states. */
export function findUnsupportedClaims(text: string, source: SourceFacts): UnsupportedClaim[] {
  const claims: UnsupportedClaim[] = [];
  const add = (claim: UnsupportedClaim) => {
    if (!claims.some((other) => other.kind === claim.kind && other.value === claim.value)) {
      claims.push(claim);
    }
  };
  for (const run of text.match(/\d+/g) ?? []) {
    if (!source.digitRuns.has(run)) add({ kind: 'number', value: run });
  }
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const normalised = normaliseText(word);
    const digits = NUMBER_WORDS.get(normalised);
    if (digits !== undefined && !source.words.has(normalised) && !source.digitRuns.has(digits)) {
      add({ kind: 'number', value: word });
      continue;
    }
    const isSentenceStart = /(?:^|[.!?:;•\n]\s*|^\s*[-–—*]\s*)$/u.test(text.slice(0, match.index));
    if (!looksLikeName(word, isSentenceStart) || isKnown(normalised, source)) continue;
    add({ kind: 'proper_noun', value: word });
  }
  return claims;
}

/**
 * A capitalised word inside a sentence, or anywhere a word shaped like a name: capitals only
 * ("AWS"), capitals inside ("iOS", "PostgreSQL"), letters with digits ("S3"), or "+"/"#" (C++).
 * An ordinary capitalised word that starts a sentence ("Built") is not one.
 */
function looksLikeName(word: string, isSentenceStart: boolean): boolean {
  if (!/\p{L}/u.test(word) || ALLOWED_CAPITALS.has(word.toLowerCase())) return false;
  const letters = word.replace(/[^\p{L}]/gu, '');
  const isAcronym = letters.length >= 2 && letters === letters.toUpperCase();
  const hasInnerCapital = /\p{Ll}\p{Lu}/u.test(word);
  const isTechnical = /\p{L}/u.test(word) && /\d|[+#]/u.test(word);
  if (isAcronym || hasInnerCapital || isTechnical) return true;
  return !isSentenceStart && /^\p{Lu}/u.test(word);
}

function isKnown(normalised: string, source: SourceFacts): boolean {
  if (source.words.has(normalised) || source.stems.has(stem(normalised))) return true;
  const parts = normalised.split(/[.\-/]/).filter(Boolean);
  return (
    parts.length > 1 &&
    parts.every((part) => source.words.has(part) || source.stems.has(stem(part)))
  );
}
