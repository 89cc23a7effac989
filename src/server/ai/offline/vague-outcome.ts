// An outcome told as an amount without its figure ("saved quite a few trips", «ответы стали
// приходить быстрее»), quoted as the answer puts it: the one thing feedback asks a good answer
// to add, and never where the answer measures its outcome.
import type { Language } from '../../../shared/language';
import { findPhrases, normaliseText, tokenize } from '../../language/text';

// How much something changed, said without a figure ("saved quite a few trips", «ответы стали
// приходить быстрее»): comparatives and words of degree.
// prettier-ignore
export const VAGUE_AMOUNT: Readonly<Record<Language, RegExp>> = {
  en: /(?<![\p{L}])(?:quite a (?:few|lot|bit)|a lot (?:less|more|fewer|faster|quicker)|(?:much|far|way) (?:less|more|fewer|faster|quicker|shorter|lower|higher)|significantly|noticeably|considerably|dramatically|drastically|hardly any|almost no)(?![\p{L}])/iu,
  ru: /(?<![\p{L}])(?:заметно|значительно|гораздо|намного|существенно|в разы|стал[аио]?(?:\s+[\p{L}-]+){0,2}\s+(?:быстрее|медленнее|меньше|больше|реже|чаще|дешевле)(?=\s*(?:[,.;:!?—–)]|$)))(?![\p{L}])/iu,
};
// Russian number words in any case ("с восьми до трёх"), and «пол-» ("полсекунды"): a stem that
// also starts other words ("семья") only makes the sentence count as having a figure.
const FIGURE =
  /\d|(?<![\p{L}])(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|half|twice|double|halved)(?![\p{L}])|(?:одн|дв[аеуо]|тр[иеё]|четыр|пят|шест|сем|восем|девят|десят|двадцат|тридцат|сорок|сто|сот|тысяч|пол|вдвое|втрое))/iu;

/**
 * The words that say how much an outcome changed without a figure, as the answer writes them,
 * from a sentence of its second half (its last two at least) when told (not supposed) and no
 * figure is in it.
 */
export function findVagueOutcome(
  answer: string,
  options: {
    language: Language;
    resultWords: readonly string[];
    /** A sentence that supposes rather than tells. */
    supposing: RegExp;
    /** A verb in the past tense, as one lower-case token. */
    pastTense: RegExp;
  },
): string | null {
  const { language, resultWords, supposing, pastTense } = options;
  const sentences = answer.split(/(?<=[.!?])\s+/).filter((part) => /\p{L}/u.test(part));
  // The outcome is told in the answer's second half, not always at its very end ("Стало заметно
  // быстрее, жалобы прекратились." before two sentences on forms: round-22 training read).
  const secondHalf = sentences.slice(
    Math.min(Math.floor(sentences.length / 2), sentences.length - 2),
  );
  const tellsOutcome = (sentence: string) =>
    findPhrases(normaliseText(sentence), resultWords).length > 0;
  // An outcome measured in another sentence ("dropped from nine a month to two") is not asked
  // for again, in figures or in words.
  if (secondHalf.some((sentence) => FIGURE.test(sentence) && tellsOutcome(sentence))) return null;
  for (const sentence of secondHalf.reverse()) {
    if (FIGURE.test(sentence) || supposing.test(sentence.trim())) continue;
    // A sentence that says how it ended ("dropped", "saved", «стало»), not any comparison.
    if (!tellsOutcome(sentence)) continue;
    // What happened, not what is ("I'm much more confident now", "works far better than…").
    const tokens = tokenize(normaliseText(sentence));
    if (!tokens.some((token) => pastTense.test(token))) continue;
    const match = VAGUE_AMOUNT[language].exec(sentence);
    if (match) return match[0];
  }
  return null;
}
