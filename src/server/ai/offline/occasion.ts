// One occasion the answer tells, however briefly: a sentence that says when or where something
// happened ("On my second placement I rewrote…", «Так было в прошлом декабре, согласовали без
// проблем») and tells at least one event. The feedback never asks for a real case after one (the
// training reads of rounds 10–24 marked 13 such requests as asking for what the answer had);
// the judge does not read it.
import type { Language } from '../../../shared/language';
import { countEventsTold } from './events-told';

// What fixes a time or a place of one's own past work: a single time ("once", «однажды»), a time
// ago or last ("last month", «в прошлом декабре»), a past job ("at my last place", «на прошлой
// работе»), a case announced ("there was a time", "I've been in a spot where", «был случай»,
// «было так», «попадал в такую ситуацию»), a case owned ("that happened to me early on", «со мной
// такое было»), a span of work fixed by what it came before or after ("for three months before
// Christmas", «три месяца перед сдачей»: the twenty-sixth panel's read, both readers).
// prettier-ignore
const ANCHOR: Readonly<Record<Language, RegExp>> = {
  en: /(?<![\p{L}])(?:once(?=,|\s+(?:when|during|at|on|in|a|an|my|our|last|I|we)\s)|one (?:day|time|night|shift|morning|evening|afternoon|weekend|summer|winter)|last (?:week|month|year|summer|winter|spring|autumn|christmas|time)|the last time|(?:in|on|at|during) my (?:last|previous|first|second|third|old|former) \p{L}+|at (?:my|our|the) last (?:place|job|site|school|company)|when my (?:last|previous|old|former) \p{L}+|(?:a|two|three|a few|several) (?:days?|weeks?|months?|years?) ago|(?:in|last|this) (?:january|february|march|april|may|june|july|august|september|october|november|december)|there was (?:a|one) (?:time|day|night|case)|(?:for|as an?) (?:example|instance), (?:in|at|on|when|last)|when i (?:was|worked|started|first)|(?:that|this|it) (?:once )?(?:happened|has happened) to me|(?:for|over) (?:a|two|three|four|five|six|eight|ten|several|a few|\d+) (?:days|weeks|months) (?:before|after|over|during|leading up to|in the run-up to) \p{L}+|i(?:'|’)?ve (?:been in|had) (?:a|one) (?:spot|situation|position|time|case|shift|day|night) (?:where|when|like that))(?![\p{L}])/iu,
  ru: /(?<![\p{L}])(?:однажды|как-то раз|как-то однажды|один раз(?! в )|(?:в|на) прошл(?:ом|ой|ую|ый) \p{L}+|в последний раз|последний раз|было так|был (?:такой |один )?случай|была (?:такая |одна )?ситуация|был такой|была такая|(?:бывал|бывала|попадал|попадала) в (?:такую |похожую )?ситуаци\p{L}+|недавно|в (?:январе|феврале|марте|апреле|мае|июне|июле|августе|сентябре|октябре|ноябре|декабре)|(?:год|месяц|неделю|полгода|два года|пару лет|пару месяцев|несколько лет|несколько месяцев) назад|когда я (?:работал|работала|только пришёл|только пришла|пришёл|пришла)|(?:со мной|у меня) (?:так )?(?:такое )?(?:было|случилось|произошло)|(?:два|две|три|четыре|пять|шесть|восемь|десять|несколько|пару|\d+) (?:дня|дней|недели|недель|месяца|месяцев) (?:перед|до|после) \p{L}+|(?:на|в) (?:первом|втором|прошлом|предыдущем|старом) (?:месте|объекте|магазине|салоне|заводе|складе|отделении))(?![\p{L}])/iu,
};

// What happens as a rule ("at my last job we always checked…", «обычно», «каждую смену»): a habit,
// not one occasion.
const HABITUAL: Readonly<Record<Language, RegExp>> = {
  // …or how often ("once a quarter", «раз в квартал»: a new user's walk, thirty-fourth session,
  // «На прошлом складе так делали раз в квартал» was called a case to open with).
  // …or what was seen most ("That's the mistake I saw most at my last marina": the twenty-fourth
  // panel's read, praised as a real case, untrue for both readers).
  en: /(?<![\p{L}])(?:always|usually|normally|often|regularly|every|each (?:day|week|shift|morning|time)|would|(?:once|twice|three times) a (?:day|week|fortnight|month|quarter|year|shift)|weekly|monthly|quarterly|yearly|annually|mostly|generally|typically|most (?:often|common(?:ly)?)|(?:saw|see|seen|heard|hear|got|get|had|found|find) (?:\p{L}+ )?most|tend(?:s|ed)? to)(?![\p{L}])/iu,
  ru: /(?<![\p{L}])(?:всегда|обычно|как правило|часто|чаще всего|в основном|регулярно|кажд\p{L}*|(?:один |два |три )?раза? в (?:день|неделю|месяц|квартал|полгода|год|смену|сутки)|ежедневно|еженедельно|ежемесячно|ежеквартально|по (?:понедельникам|вторникам|средам|четвергам|пятницам|субботам|воскресеньям|выходным))(?![\p{L}])/iu,
};

// A state, not an event: "In my old job we had COSHH training" tells where, not what happened.
const STATE_VERBS: Readonly<Record<Language, RegExp>> = {
  en: /(?<![\p{L}'’])(?:was|were|had|been|used to)(?![\p{L}'’])/giu,
  ru: /(?<![\p{L}])(?:был|была|было|были)(?![\p{L}])/giu,
};

/** Whether a sentence tells an event as it happened, not only a state ("we had COSHH training"). */
export function tellsEvent(sentence: string, language: Language): boolean {
  return countEventsTold([sentence.replace(STATE_VERBS[language], ' ')], language) > 0;
}

/** An occasion the answer tells: its sentence as written, and whether the answer opens with it. */
export interface Occasion {
  text: string;
  opensAnswer: boolean;
}

/**
 * The first sentence that anchors an occasion in time or place, where it or the next sentence
 * tells an event ("On my second placement I rewrote the unit. I planned the six lessons…"), or null.
 */
export function findOccasion(answer: string, language: Language): Occasion | null {
  const sentences = answer
    .split(/(?<=[.!?])\s+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /\p{L}/u.test(sentence));
  const tells = (sentence: string | undefined) =>
    sentence !== undefined && tellsEvent(sentence, language);
  const index = sentences.findIndex(
    (sentence, at) =>
      ANCHOR[language].test(sentence) &&
      !HABITUAL[language].test(sentence) &&
      (tells(sentence) || tells(sentences[at + 1])),
  );
  return index < 0 ? null : { text: sentences[index] as string, opensAnswer: index === 0 };
}

/** Words of an occasion quoted in feedback: its opening, cut at a word with "…" when longer. */
const QUOTED_WORDS = 8;

/** The opening words of the occasion, as written, for feedback to quote. */
export function occasionQuote(sentence: string): string {
  const words = sentence.trim().split(/\s+/u);
  const opening = words.slice(0, QUOTED_WORDS).join(' ');
  const cut = words.length > QUOTED_WORDS;
  return cut ? `${opening.replace(/[,;:—–-]+$/u, '')}…` : opening.replace(/[.!?]+$/u, '');
}
