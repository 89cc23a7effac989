// Words with which the candidate takes back what they have just told ("I think it's just normal",
// «но это, наверное, не считается», "that sort of thing", «ничего особенного»): the twenty-fifth
// panel's readers found praise of such plain answers' steps generic, "it misses the self-
// undermining close" (6 of 8 such texts, both readers). The feedback quotes the words to drop.
import type { Language } from '../../../shared/language';

/** The end of the words: a pause or the sentence's end, not more words ("nothing special happened"). */
const END = String.raw`(?=\s*(?:really|honestly|просто|в общем|,|\.|!|;|—|–|$))`;
const UNDERSELL: Readonly<Record<Language, RegExp>> = {
  en: new RegExp(
    String.raw`\b(?:(?:it|that|this)(?:['’]s| is| was)? (?:probably |maybe |really )?(?:doesn['’]t|does not|didn['’]t|did not|wouldn['’]t|won['’]t|might not) (?:really )?count|(?:I think|honestly,?) (?:it['’]s|it is|that['’]s) (?:just )?(?:normal|common sense|basic)|(?:it was |it['’]s |that['’]s )?(?:nothing (?:special|fancy|clever|impressive)|not anything special)${END}|I['’]m not perfect|I['’]m no expert)\b`,
    'iu',
  ),
  ru: new RegExp(
    String.raw`(?<![\p{L}])(?:(?:наверное|наверно|вряд ли|это|уже),? не счита(?:ется|ются)${END}|(?:вроде |в общем,? )?ничего (?:особенного|выдающегося)${END}|обычн\p{L}* работа,? ничего|я не (?:идеальн\p{L}*|эксперт)|не бог весть что)(?![\p{L}])`,
    'iu',
  ),
};

/** The words that take it back, as written, or null where the answer has none. */
export function findUndersell(answer: string, language: Language): string | null {
  return UNDERSELL[language].exec(answer)?.[0]?.trim() ?? null;
}
