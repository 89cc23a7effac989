// The one thing the candidate did that an interviewer is likeliest to press on, quoted as the
// answer says it: a short clause with the candidate's own action ("I let her sit in on my Monday
// call-backs", «группу разбил на две с отдельными УЗО»). Feedback names it in the follow-up to
// prepare ("why that way, and not another?") instead of "be ready to go deeper" into nothing in
// particular, which every recruiter's read marked as telling the candidate nothing.
import type { Language } from '../../../shared/language';
import { getLexicon } from '../../language/lexicon';
import { findPhrases, normaliseText, tokenize } from '../../language/text';
import { findActionVerbs } from './action-verbs';

/** A quote shorter than this is a fragment; longer, it stops being a quote. */
const MIN_WORDS = 3;
const MAX_WORDS = 9;

/** Where a clause ends: punctuation, or a joining word before the next action. */
const CLAUSE_BREAK = {
  en: /[,;:.!?()–—\n]+|\s(?:and|but|so|then|which|because|while)\s/iu,
  ru: /[,;:.!?()–—\n]+|\s(?:и|а|но|затем|потом|чтобы|потому|так как|пока)\s/iu,
} as const;

/** A sentence that supposes or explains already: "why that way?" would be asked of it. */
const SUPPOSES_OR_EXPLAINS = {
  en: /(?<![\p{L}])(?:if|would|'d|because|so that|since|as it|in order to)(?![\p{L}])|,\s*so\s/iu,
  ru: /(?<![\p{L}])(?:если|бы|потому|так как|чтобы|поскольку|ведь|иначе)(?![\p{L}])/iu,
} as const;

/**
 * Someone else doing it («она уже сама провела собрание»): the colleague's success, not the
 * candidate's choice.
 */
const SOMEONE_ELSE =
  /(?<![\p{L}])(?:он|она|они|коллега|клиент|руководитель|начальник)(?![\p{L}])/iu;
/**
 * Verbs that tell what happened to the candidate or what they felt, not a choice they made ("I got
 * really into it", "I realised").
 */
const NOT_CHOICES = new Set([
  'got', 'went', 'came', 'became', 'felt', 'thought', 'knew', 'saw', 'heard', 'realised',
  'realized', 'noticed', 'learned', 'learnt', 'liked', 'loved', 'enjoyed', 'wanted', 'tried',
]); // prettier-ignore
/** A Russian verb of one person in the past («поставил», «собрала»), not the team's («сделали»). */
const RUSSIAN_SINGULAR_PAST = /(?:л|ла|лся|лась)$/u;

/** "I", «я»: where an English quote starts, and a Russian one when the clause has it. */
const SELF = { en: /(?<![\p{L}])I(?![\p{L}'’])/u, ru: /(?<![\p{L}])я(?![\p{L}])/iu } as const;

/**
 * The candidate's last own action told in a clause short enough to quote whole, in a sentence
 * that neither supposes nor already says why, and that is not how things ended (an outcome is
 * what the action led to, not the choice to press on); null when there is none.
 */
export function findPressPoint(answer: string, language: Language): string | null {
  const lexicon = getLexicon(language);
  const sentences = answer.split(/(?<=[.!?])\s+|\n+/u).filter((part) => /\p{L}/u.test(part));
  let found: string | null = null;
  for (const sentence of sentences) {
    if (SUPPOSES_OR_EXPLAINS[language].test(sentence)) continue;
    for (const piece of sentence.split(CLAUSE_BREAK[language])) {
      if (!piece) continue;
      const self = SELF[language].exec(piece);
      const quote = (self ? piece.slice(self.index) : piece).trim().replace(/[«»"“”]/gu, '');
      const words = quote.split(/\s+/u).filter(Boolean);
      if (words.length < MIN_WORDS || words.length > MAX_WORDS) continue;
      const tokens = tokenize(normaliseText(quote));
      const verbs = findActionVerbs(tokens, { lexicon, isRussian: language === 'ru' });
      if (!isOwnChoice(verbs.own, { quote, language })) continue;
      if (findPhrases(normaliseText(quote), lexicon.star.result).length > 0) continue;
      found = startInLowerCase(quote, language);
    }
  }
  return found;
}

function isOwnChoice(
  verbs: readonly string[],
  { quote, language }: { quote: string; language: Language },
): boolean {
  if (language === 'en') return verbs.some((verb) => !NOT_CHOICES.has(verb));
  if (SOMEONE_ELSE.test(quote)) return false;
  return verbs.some((verb) => RUSSIAN_SINGULAR_PAST.test(verb) || SELF.ru.test(quote));
}

/** «Поставил коробку…» is quoted mid-sentence as «поставил коробку…»; "I" and names keep theirs. */
function startInLowerCase(quote: string, language: Language): string {
  if (language === 'en') return quote;
  const [first = '', ...rest] = quote.split(' ');
  // A word in capitals after its first letter (IP65, УЗО) or a name is not lowered: only a word
  // whose other letters are lower case and that reads as a verb or «я».
  const lowerable =
    first === 'Я' ||
    (/^\p{Lu}\p{Ll}+$/u.test(first) && /(?:л|ла|ли|лся|лась|лись|ю|у)$/u.test(first));
  return lowerable ? [first.toLowerCase(), ...rest].join(' ') : quote;
}
