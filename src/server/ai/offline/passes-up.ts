// Acts that pass something on rather than do the work: the key act (key-deed.ts) weighs them less,
// and a short story that stops on one has not told how it ended (events-told.ts).

/** Passing the case to someone else rather than acting in it. */
export const PASSES_UP = {
  en: /\b(?:told|rang|called|phoned|informed|reported|asked|emailed|texted|messaged|suggested|mentioned|said)\b/iu,
  ru: /(?<![\p{L}])(?:сказал\p{L}*|позвонил\p{L}*|сообщил\p{L}*|доложил\p{L}*|предложил\p{L}*|попросил\p{L}*|передал\p{L}*)(?![\p{L}])/iu,
} as const;

/** Showing and explaining, besides passing the case up: acts that pass something on. */
export const PASSES_ON = {
  en: /\b(?:showed|shown|explained|warned|reminded|pointed (?:it )?out)\b/iu,
  ru: /(?<![\p{L}])(?:показал\p{L}*|объяснил\p{L}*|предупредил\p{L}*|напомнил\p{L}*)(?![\p{L}])/iu,
} as const;
