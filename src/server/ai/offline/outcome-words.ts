// Words that tell how things ended ("went home", «жалобы прекратились»): with the STAR lexicon's
// result words, what makes a sentence an outcome (answer-structure.ts, specific-praise.ts).
import type { Language } from '../../../shared/language';
import { getLexicon } from '../../language/lexicon';
import { findPhrases, normaliseText } from '../../language/text';

// prettier-ignore
export const OUTCOME_WORDS: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'ended', 'by the end', 'came back', 'returned to', 'recovered', 'stabilised', 'stabilized',
    'was stable', 'no one', 'nobody', 'zero', 'passed', 'closed', 'signed', 'won', 'kept',
    'caught', 'prevented', 'avoided', 'resolved', 'fixed', 'thanked', 'praised', 'adopted',
    'became', 'now uses', 'since then', 'still use', 'finished', 'completed', 'met the',
    'no longer', 'stopped', 'anymore', 'settled', 'was back', 'went home', 'discharged', 'agreed',
    'accepted', 'approved', 'hired', 'promoted', 'were done', 'was done', 'renewed', 'booked',
    'were back', 'back on', 'back up', 'no more', 'working again', 'worked again', 'never again',
    'passed inspection', 'passed the', 'on schedule', 'under budget', 'we had no', 'there were no',
    'is now used', 'are now used', 'no further', 'a week later', 'a month later', 'weeks later',
    'was not needed', "wasn't needed", 'did not need', "didn't need", 'never needed',
  ],
  ru: [
    'вернул*', 'закончил*', 'в конце', 'стало', 'стали', 'стал ', 'стабилизир*', 'предотврат*',
    'избежал*', 'решил*', 'исправил*', 'закрыл*', 'подписал*', 'выиграл*', 'сохранил*',
    'поблагодарил*', 'с тех пор', 'теперь', 'прошл* проверку', 'сдал*', 'уложил*', 'выполнил*',
    'выполнен*', 'успокоил*', 'согласил*', 'одобрил*', 'приняли', 'выписал*', 'прижил*', 'перестал*',
    'не было', 'ни одной', 'ни одного', 'заработал*', 'больше не', 'снова', 'в срок', 'уложились',
    'не понадобил*', 'не потребовал*', 'через неделю', 'через месяц', 'через пару недель',
    'обошлось', 'обошлись',
  ],
};

/**
 * A sentence that supposes rather than tells ("If the balance doubled, I would ask why", «Если
 * кредиторка выросла в два раза…»): its figures are a condition or a plan, never how things ended.
 */
export const SUPPOSING: Readonly<Record<Language, RegExp>> = {
  en: /(?:^|[:;,—–]\s*)\W*(?:if|unless|suppose|imagine)\b|\b(?:would|'d)\b/iu,
  ru: /(?:^|[:;,—–]\s*)[^\p{L}]*(?:если|в случае|допустим|представим)(?![\p{L}])|(?<![\p{L}])бы(?![\p{L}])/iu,
};

/**
 * Whether a sentence says how things ended in words of outcome ("She went to hospital but was
 * okay", «Жалобы прекратились»), told, not supposed.
 */
export function saysOutcome(sentence: string, language: Language): boolean {
  if (SUPPOSING[language].test(sentence.trim())) return false;
  const words = [...getLexicon(language).star.result, ...OUTCOME_WORDS[language]];
  return findPhrases(normaliseText(sentence), words).length > 0;
}
