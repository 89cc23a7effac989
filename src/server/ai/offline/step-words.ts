// The words that lay out a method step by step ("First… then… finally", «сначала… затем…»), as
// answer-structure.ts reads them.
import type { Language } from '../../../shared/language';
import { findPhrases } from '../../language/text';

// prettier-ignore
const STEP_WORDS: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'firstly', 'then', 'after that', 'finally', 'i check', 'i verify',
    'double-check', 'double check', 'i confirm', 'i compare', 'i start', 'i start by', 'i begin',
    'lastly',
  ],
  ru: [
    'сначала', 'затем', 'потом', 'после этого', 'далее', 'во-первых', 'во-вторых',
    'в-третьих', 'первым делом', 'проверяю', 'сверяю', 'сравниваю', 'начинаю с', 'перед тем как',
    'после чего', 'в первую очередь', 'напоследок',
  ],
};

/**
 * "Then" and «потом» that say how often or when, not what comes next: "now and then", "back then",
 * «на потом» (the twentieth panel's read: "a clear method, step by step (“then”)" of an answer whose
 * only "then" was "check the balances now and then", untrue for both readers); nor "but then",
 * nor "before I start" (round 121: both read as steps of a list of risks, both readers).
 */
const NOT_A_STEP: Readonly<Record<Language, RegExp>> = {
  en: /(?<![\p{L}])(?:(?:every )?now and then|back then|by then|until then|till then|even then|just then|and then some|but then|(?:before|until|till|when|after|once) i start)(?![\p{L}])/gu,
  ru: /(?<![\p{L}])на потом(?![\p{L}])/gu,
};

// Words that mark a step only where a clause starts ("First, I…", "Next I…", "Last, …", «Дальше
// я…»); inside one they say something else: "my first marathon", "over the next three months",
// "second-line engineers", "once a week", "two days before", "a cobbler's last", «дальше по
// коридору».
// prettier-ignore
const CLAUSE_STEP_WORDS: Readonly<Record<Language, readonly string[]>> = {
  en: ['first', 'next', 'second', 'third', 'last,', 'afterwards', 'before that', 'once that', 'once it', 'once the'],
  ru: ['дальше', 'во-первых', 'потом уже'],
};

/**
 * "At the end" and «в конце» are a last step only on their own: "at the end of February", «в конце
 * четверти», «в конце концов» say when, not what comes last.
 */
const END_STEP: Readonly<Record<Language, RegExp>> = {
  en: /(?<![\p{L}])at the end(?!\s+of\b)(?![\p{L}])/u,
  ru: /(?<![\p{L}])в конце(?!\s+[а-яё]*(?:а|я|и|ы|ов|ев|ей|ий)(?![\p{L}]))(?![\p{L}])/u,
};

/** Clause-start step words, as written ("Next"), where a clause starts. */
function findClauseSteps(answer: string, language: Language): string[] {
  // Letters, hyphens and spaces only: nothing to escape.
  const words = CLAUSE_STEP_WORDS[language];
  const pattern = new RegExp(
    `(?:^|[.!?;:]\\s+|\\n\\s*|^\\s*[-*•]\\s*)(${words.join('|')})(?=[\\s,])`,
    'gimu',
  );
  return [...answer.matchAll(pattern)].map((match) => (match[1] ?? '').toLowerCase());
}

/** The step words of an answer, its normalised text beside it. */
export function findSteps(
  answer: string,
  options: { normalised: string; language: Language },
): string[] {
  const { normalised, language } = options;
  return [
    ...findClauseSteps(answer, language),
    ...findPhrases(normalised.replace(NOT_A_STEP[language], ' '), STEP_WORDS[language]),
    ...(END_STEP[language].test(normalised) ? [language === 'en' ? 'at the end' : 'в конце'] : []),
  ];
}
