// Figures that are no result though a word of result stands near them: a limit kept ("no
// discrepancy over £10", «расхождений больше 10 рублей не было»; a new user's walk: «Измеримые
// результаты: 10 рублей» led its strengths) and a level set («взяла 6/0 на 6 %», "at 6%"; the
// ninth frozen panel's read: the oxidant praised as a result, untrue for both readers), which is
// a result only where its own clause has a word of result («вышли на 101 % плана»).
import type { Language } from '../../../shared/language';
import { clauseAround } from './clauses';

/** A comparison right before a figure: the figure is a limit ("over £10", «больше 10 рублей»). */
const LIMIT_BEFORE: Readonly<Record<Language, RegExp>> = {
  en: /(?<![\p{L}])(?:over|above|more than|under|below|less than|beyond)\s+[$€£₽]?$/iu,
  ru: /(?<![\p{L}])(?:больше|более|свыше|меньше|менее|выше|ниже)\s+$/iu,
};
/** A clause that says something did not happen. */
const NEGATED: Readonly<Record<Language, RegExp>> = {
  en: /(?<![\p{L}])(?:no|not|never|none|wasn['’]t|weren['’]t|didn['’]t)(?![\p{L}])/iu,
  ru: /(?<![\p{L}])(?:не|нет|ни|никогда)(?![\p{L}])/iu,
};

/** The word that tells a figure as a level set ("at 6%", «на 6 %»), right before it. */
const SETTING_BEFORE: Readonly<Record<Language, RegExp>> = {
  en: /(?<![\p{L}])at\s$/iu,
  ru: /(?<![\p{L}])на\s$/iu,
};

/** Whether the figure at this position is a limit that was kept, not a result. */
export function isLimitKept(
  answer: string,
  { index, language }: { index: number; language: Language },
): boolean {
  const before = answer.slice(Math.max(0, index - 14), index);
  return LIMIT_BEFORE[language].test(before) && NEGATED[language].test(clauseAround(answer, index));
}

/** Whether the figure at this position is told as a level set ("at 6%", «на 6 %»). */
export function isSetting(
  answer: string,
  { index, language }: { index: number; language: Language },
): boolean {
  return SETTING_BEFORE[language].test(answer.slice(Math.max(0, index - 4), index));
}
