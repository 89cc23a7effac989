// Only that the candidate lasted to the end ("I got through it", «еле ходил, но доработал до
// конца»): endurance, not how the work came out, nor a choice to press on. The twenty-fifth
// panel's read found "a concrete outcome" said of it (untrue for one reader, useless for both).
import type { Language } from '../../../shared/language';

export const ENDURED: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:got through (?:it|the (?:\w+ )?(?:season|stretch|month|week|shift|run|contract))|made it (?:through|to the end)|saw it through|survived (?:it|the \w+)|kept going (?:till|until|to) the end|barely (?:standing|walking))\b/iu,
  ru: /(?<![\p{L}])(?:доработал\p{L}* до конца|дотянул\p{L}*|выдержал\p{L}*|продержал\p{L}*|выстоял\p{L}*|еле (?:ходил|стоял|живой|живая|ноги)\p{L}*|выжил\p{L}*)(?![\p{L}])/iu,
};
