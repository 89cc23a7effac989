// Recognises answers that do not answer: blank, keyboard mashing and other gibberish,
// "I don't know" in either language, and an answer written in the other language.
import type { Language } from '../../../shared/language';
import { LEXICON_EN } from '../../language/lexicon.en';
import { LEXICON_RU } from '../../language/lexicon.ru';
import { TECH_WORDS } from '../../job-description/tech-dictionary';
import { countScripts, findPhrases, normaliseText, tokenize } from '../../language/text';
import { contentStems } from '../../job-description/read-job-description';

import type { NonAnswerReason } from '../../../shared/schemas/interviews';

export type { NonAnswerReason };

/** Short answers only: "I don't know the exact figure, but…" goes on to answer. */
const DONT_KNOW_MAX_WORDS = 12;
const COMMON_WORDS = new Set([...LEXICON_EN.commonWords, ...LEXICON_RU.commonWords]);
const DONT_KNOW = [...LEXICON_EN.dontKnow, ...LEXICON_RU.dontKnow];
/**
 * An answer is "I don't know" only when that is all it says: beside the phrase, its fillers and
 * hedges, fewer than this many content words ("Sorry, I don't know the answer" has two). «Серая
 * зарплата и если один геодезист на три объекта — больше, наверное, ничего» gives two reasons
 * and ends on «ничего»: four content words, an answer (precision before recall: an answer that
 * says a little more than "I don't know" is judged, never called a non-answer).
 */
const DONT_KNOW_MAX_CONTENT_WORDS = 3;
const NOT_CONTENT = new Set(
  [
    ...DONT_KNOW,
    ...LEXICON_EN.fillers,
    ...LEXICON_RU.fillers,
    ...LEXICON_EN.hedges,
    ...LEXICON_RU.hedges,
  ].flatMap((phrase) => contentStems(phrase)),
);

/** Whether the answer says nothing beside "I don't know" (and its fillers and hedges). */
function saysOnlyDontKnow(normalised: string): boolean {
  if (findPhrases(normalised, DONT_KNOW).length === 0) return false;
  const said = new Set(contentStems(normalised).filter((stem) => !NOT_CONTENT.has(stem)));
  return said.size < DONT_KNOW_MAX_CONTENT_WORDS;
}
// prettier-ignore
const JUNK_WORDS = new Set([
  'blah', 'bla', 'lol', 'test', 'asd', 'qwe', 'xxx', 'abc', 'lorem', 'ipsum', 'dolor', 'amet',
  'бла', 'тест', 'фыв', 'йцу', 'ааа', 'ыыы', 'ку', 'хм', 'ок', 'ok', 'sdf', 'jkl',
]);
const KEYBOARD_ROWS = [
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'йцукенгшщзхъ',
  'фывапролджэ',
  'ячсмитьбю',
];
// Four keys in a row on an English keyboard, five on a Russian one; "erty" is part of "property".
const KEYBOARD_RUNS = new Set(
  KEYBOARD_ROWS.flatMap((row) => {
    const size = /[a-z]/.test(row) ? 4 : 5;
    const runs: string[] = [];
    for (const line of [row, [...row].reverse().join('')]) {
      for (let index = 0; index + size <= line.length; index += 1)
        runs.push(line.slice(index, index + size));
    }
    return runs;
  }).filter((run) => run !== 'erty' && run !== 'ytre'),
);
const VOWELS = /[aeiouyаеиоуыэюя]/g;
const CONSONANT_RUN = /[^aeiouyаеиоуыэюяьъ]{6,}/;

/** Words of the job (its vocabulary), known too: a list of them is a keyword list, not noise. */
type IsJobWord = (word: string) => boolean;

function isKnownWith(isJobWord: IsJobWord) {
  return (word: string) =>
    COMMON_WORDS.has(word) || TECH_WORDS.has(word) || /^\d/.test(word) || isJobWord(word);
}

const isKnown = isKnownWith(() => false);

/** A word no language would produce: no vowels, mashed keys, a character held down. */
function isImplausible(word: string): boolean {
  if (JUNK_WORDS.has(word)) return true;
  const letters = word.replace(/[^\p{L}]/gu, '');
  if (letters.length < 4 || isKnown(word)) return false;
  if (/(\p{L})\1\1/u.test(letters) || CONSONANT_RUN.test(letters)) return true;
  for (let index = 0; index + 4 <= letters.length; index += 1) {
    if (
      KEYBOARD_RUNS.has(letters.slice(index, index + 4)) ||
      KEYBOARD_RUNS.has(letters.slice(index, index + 5))
    )
      return true;
  }
  const vowelShare = (letters.match(VOWELS)?.length ?? 0) / letters.length;
  return vowelShare < 0.2 || (letters.length >= 5 && vowelShare > 0.8);
}

function isGibberish(words: readonly string[], isJobWord: IsJobWord): boolean {
  if (words.length === 0) return true;
  if (words.every((word) => JUNK_WORDS.has(word))) return true;
  const known = words.filter(isKnownWith(isJobWord)).length / words.length;
  const implausible = words.filter(isImplausible).length / words.length;
  if (implausible >= 0.5) return true;
  // Few known words alone is no certainty: the word lists are short and Russian inflects, so an
  // honest «перепутал порядок тостов…» knows one word of fourteen (the graded corpus, 2026-12-03).
  // With a word no language would produce among them, it is noise.
  return words.length >= 3 && known < 0.1 && implausible > 0;
}

/** True when most of the prose (technical names aside) is in the other script. */
function isWrongLanguage(words: readonly string[], language: Language): boolean {
  const prose = words.filter((word) => !TECH_WORDS.has(word) && !/\d/.test(word)).join(' ');
  const { cyrillic, latin } = countScripts(prose);
  const total = cyrillic + latin;
  if (total === 0) return false;
  return language === 'ru' ? latin / total > 0.6 : cyrillic / total > 0.5;
}

/** Why an answer is not an answer, or null when it is one. */
export function detectNonAnswer(
  answer: string,
  context: Language | { language: Language; isJobWord: IsJobWord },
): NonAnswerReason | null {
  const { language, isJobWord } =
    typeof context === 'string' ? { language: context, isJobWord: () => false } : context;
  const normalised = normaliseText(answer.trim());
  if (!/[\p{L}\p{N}]/u.test(normalised)) return 'blank';
  const words = tokenize(normalised).filter((token) => /\p{L}/u.test(token));
  if (words.length <= DONT_KNOW_MAX_WORDS && saysOnlyDontKnow(normalised)) return 'dont_know';
  if (isGibberish(words, isJobWord)) return 'gibberish';
  if (isWrongLanguage(words, language)) return 'wrong_language';
  return null;
}
