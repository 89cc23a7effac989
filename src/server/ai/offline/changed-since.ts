// The words with which a story says what the candidate has done since ("since then I always…",
// «с тех пор я…»): read by the praise of a strong answer (specific-praise.ts) and kept out of the
// general words about oneself (generic-answer.ts).
import type { Language } from '../../../shared/language';

/** What the candidate has done since, told after a story ("since then", «с тех пор»). */
export const CHANGED_SINCE: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:since then|from then on|after that,? (?:I|we) always|(?:I|we) now always|now (?:I|we) always)\b/iu,
  ru: /(?<![\p{L}])(?:с тех пор|с того раза|после этого (?:я |мы )?всегда|теперь (?:я |мы )?всегда)(?![\p{L}])/iu,
};
