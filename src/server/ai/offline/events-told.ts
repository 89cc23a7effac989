// Events an answer tells as they happened: its verbs in the past tense, outside the sentences
// that suppose ("I would have called", «я бы позвонила»). The feedback reads it to tell a case
// from a plan (told-case.ts); the judge's fitted features do not.
import type { Language } from '../../../shared/language';
import { normaliseText, tokenize } from '../../language/text';
import { PAST_TENSE_WORD } from './answer-structure';
import { answerSentences, countClauses } from './clauses';
import { toldAsHabit } from './habit-told';
import { findUndersell } from './undersell';
import { findActionVerbs } from './action-verbs';
import { getLexicon } from '../../language/lexicon';
import { PASSES_ON, PASSES_UP } from './passes-up';
import { findShortfall } from './shortfall';

/** Words that make a clause suppose ("I would call", «я бы позвонила»). */
const MODALS = {
  en: new Set(['would', 'could', 'should', 'might']),
  ru: new Set(['бы', 'б']),
} as const;
/** "I'd", "we'd": "would", unless a participle follows ("I'd agreed", "I'd already seen it"). */
const CONTRACTED_D = /^(?:i|we|you|they|he|she|it)['’]d$/u;
const PARTICIPLES = new Set([
  'been', 'seen', 'done', 'gone', 'known', 'given', 'taken', 'written', 'spoken', 'forgotten',
  'gotten', 'driven', 'eaten', 'fallen', 'grown', 'shown', 'thrown', 'worn', 'begun',
]); // prettier-ignore
/** Verbs whose past is their base form: after "I'd" they are read as "would" ("I'd let them…"). */
const SAME_AS_BASE = new Set([
  'let', 'put', 'set', 'cut', 'shut', 'read', 'hit', 'cost', 'quit', 'hurt', 'spread',
]); // prettier-ignore
const BETWEEN = new Set(['already', 'just', 'never', 'only', 'always', 'also', 'not']);
/** Words that open a clause of condition or time: a past form after one supposes or sets a time. */
const CONDITIONS = new Set(['if', 'unless', 'when', 'whenever', 'если', 'когда']);

/**
 * Russian words that end like a verb in the past and are not one: «если», «или», nouns of agents
 * («родители», «покупатели»), «детали», «недели», «только», «правила»… The judge's fitted feature
 * keeps reading them as it was fitted; events told do not count them.
 */
const RU_NOT_PAST =
  /^(?:если|или|ли|сначала|мало|немало|\p{L}*ители|детали|медали|педали|вдали|недели|цели|модели|мебели|постели|качели|\p{L}*оли|земли|рубли|угли|корабли|нули|кабели|только|сколько|столько|несколько|около|число|дело|тело|стекло|масло|кресло|весло|мыло|сало|крыло|зло|правило|тепло|светло|школа|сила|правила|стола|пола|зала|угла|числа|масла|кресла|дела|тела|пчела|игла|скала|смола|метла|могила)$/u;

function isPast(token: string, language: Language): boolean {
  return PAST_TENSE_WORD[language].test(token) && !(language === 'ru' && RU_NOT_PAST.test(token));
}

/**
 * The sentence with each "I'd", "we'd" that means "had" written out ("we'd added a walk-round" →
 * "we had added…"), so that a reader of suppositions sees only the ones that mean "would".
 */
export function withHadWrittenOut(sentence: string): string {
  return sentence.replace(
    /\b(I|we|you|they|he|she|it)['’]d(\s+(?:(?:already|just|never|only|always|also|not)\s+)?)([a-z]+)\b/giu,
    (...match: string[]) => {
      const [whole = '', who = '', between = '', next = ''] = match;
      const word = next.toLowerCase();
      const had = (isPast(word, 'en') && !SAME_AS_BASE.has(word)) || PARTICIPLES.has(word);
      return had ? `${who} had${between}${next}` : whole;
    },
  );
}

/** Where the sentence first supposes, or -1 ("I'd agreed" is "I had": it tells). */
function firstSupposing(tokens: readonly string[], language: Language): number {
  return tokens.findIndex((token, index) => {
    if (language === 'ru') return MODALS.ru.has(token);
    const modal = MODALS.en.has(token);
    if (!modal && !CONTRACTED_D.test(token)) return false;
    // "An example would be a few weeks ago, when we had…" introduces; it supposes nothing.
    const next = tokens.slice(index + 1).find((word) => !BETWEEN.has(word)) ?? '';
    if (next === 'be') return false;
    const had = (isPast(next, language) && !SAME_AS_BASE.has(next)) || PARTICIPLES.has(next);
    return modal || !had;
  });
}

/**
 * Whether a sentence supposes rather than tells: it says what would happen before it tells
 * anything that did ("I'd stop serving them, and if they carried on…", «Я бы выслушала,
 * извинилась и объяснила»). A sentence that tells an event first keeps it ("I stopped with my
 * partner to agree what we'd leave for tomorrow"), unless that event is a condition ("if they
 * carried on, I'd…").
 */
function supposes(tokens: readonly string[], language: Language): boolean {
  const at = firstSupposing(tokens, language);
  if (at < 0) return false;
  if (language === 'ru') return true;
  let inCondition = false;
  for (const token of tokens.slice(0, at)) {
    if (CONDITIONS.has(token)) inCondition = true;
    else if (isPast(token, language) && !inCondition) return false;
  }
  return true;
}

/** Past-tense verbs in the sentences that tell rather than suppose. */
export function countEventsTold(sentences: readonly string[], language: Language): number {
  const told = sentences
    .map((sentence) => tokenize(normaliseText(sentence)))
    .filter((tokens) => !supposes(tokens, language))
    .flat()
    .filter((token) => isPast(token, language));
  return told.length;
}

export interface Telling {
  clauses: number;
  endsOnEvent: boolean;
  /** It opens on a supposition («Допустим, я на катке…», "Say a guest…"): what would happen. */
  opensSupposing?: boolean;
  /** It says the candidate does not know how it ended ("I don't know how it ended"). */
  outcomeUnknown?: boolean;
  /** It says the candidate has no such case ("I can't think of a time…", «такого не было»). */
  noCase?: boolean;
  /** A shortfall of the candidate's own, with nothing said of it after, quoted (shortfall.ts). */
  shortfall?: string | null;
  /** Words that take back what it tells ("nothing special", «наверное, не считается»; undersell.ts). */
  undersell?: string | null;
  /**
   * Its last clause tells an act of the candidate's own that happened, and nobody else's: the
   * story stops at what they did ("…so I showed him the release receipt and explained it").
   */
  stopsOnOwnAct?: boolean;
  /**
   * …and that act passes something on — telling, asking, showing, explaining («…и потом показала
   * сменщице», "…and I told the manager before it caused any problems"): what came of it is not
   * told. An act that does the work ("I got it out without damaging the liner", «перевела офис на
   * него») often is the ending (round 109: 5 of 22 "add how it ended" asked for what was there).
   */
  stopsOnPassingOn?: boolean;
  /**
   * It tells something in the past: any past form in Russian («Держал уровень…»), in English a past
   * form that is not also the present ("the night I had a CO alarm call", not "don't let it go").
   */
  pastTold?: boolean;
  /** It tells how things usually went, with no one time in it (habit-told.ts). */
  habitual?: boolean;
}

/**
 * The candidate saying they have no case of the kind asked for ("Honestly, I can't think of a
 * time…", «Не припомню такого случая»): no result is told, and "what did you do yourself?" makes
 * no sense after it (a new user's walk, thirty-second session: "Result: found" and that follow-up
 * beside such an answer).
 */
const NO_CASE: Readonly<Record<Language, RegExp>> = {
  en: /\bI (?:\w+ly )?(?:can['’]t|cannot|can not|don['’]t|do not) (?:really )?(?:think of|remember|recall) (?:a|any|one|a single) (?:time|case|example|situation|occasion)\b|\b(?:it|that|this) (?:has|have)(?:n['’]t| not)? never happened to me\b|\bthat has never happened to me\b/iu,
  ru: /(?:^|[.!?]\s+)(?:(?:если )?честно,?\s+|ну,?\s+)?(?:(?:такого|подобного) (?:у меня )?(?:ещё |пока |никогда )?не (?:было|случалось)|(?:я )?не (?:могу )?(?:припомн\p{L}*|вспомн\p{L}*) (?:такого|подобн\p{L}*|ни одного))(?![\p{L}])/iu,
};

/**
 * The candidate saying they never learnt how it ended ("I don't know how it ended, they don't
 * always tell you", «чем всё закончилось, не знаю»): no outcome is told, and none can be asked for
 * (the twelfth frozen panel's read: "the outcome is covered" beside such an answer, untrue).
 */
const OUTCOME_UNKNOWN: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:I|we) (?:\w+ly )?(?:don['’]t|do not|didn['’]t|did not|never) (?:\w+ )?(?:know|find out|found out|hear|heard|learn|learnt|learned)\b[^.!?]{0,25}\b(?:how it (?:ended|went|turned out|finished)|what happened|the outcome|the result|how (?:she|he|they) (?:got on|did|are|were))\b|\bnever (?:found out|heard back|heard what|knew how)\b/iu,
  ru: /(?<![\p{L}])(?:не знаю|не узнал\p{L}*|так и не узнал\p{L}*|не в курсе),? (?:\p{L}+ )?(?:чем (?:всё |это |дело )?(?:закончилось|кончилось)|что (?:было|стало) (?:дальше|потом|с ним|с ней))|чем (?:всё |это |дело )?(?:закончилось|кончилось),? (?:я )?(?:не знаю|так и не узнал\p{L}*)/iu,
};

/** An opening that supposes the case it goes on to walk through. */
const SUPPOSED_OPENING =
  /^[^\p{L}]*(?:if|suppose|supposing|imagine|say|let['’]s say|let us say|допустим|представим|представьте|предположим|если)(?![\p{L}])/iu;

/** Past forms that are also the present or an order ("let", "put"): no sign of a past event. */
const PRESENT_TOO = new Set(['let', 'put', 'cut', 'set', 'shut']);
/** Irregular past forms the past-tense reader does not list ("I stuck to the checklists"). */
const PAST_MORE_EN = /^(?:stuck|hung|sold|meant|dealt)$/u;
/**
 * Whether an English answer tells anything in the past ("that's what got me through a GDV…", "the
 * night I had a CO alarm call"): a past form that is not also the present.
 */
function pastInEnglish(answer: string): boolean {
  return tokenize(normaliseText(answer)).some(
    (token) =>
      (PAST_TENSE_WORD.en.test(token) && !PRESENT_TOO.has(token)) || PAST_MORE_EN.test(token),
  );
}

/**
 * How the answer is told: its clauses of two words or more (a list of steps has three), and whether
 * its last sentence tells something that happened other than the candidate's own action (how a
 * story ended).
 */
export function readTelling(answer: string, language: Language): Telling {
  const sentences = answerSentences(answer);
  const last = sentences.slice(-1);
  // What happened, not one more thing the candidate did: "I checked her vitals and paged the
  // resident" stops before the result; "We had eleven referrals in the first month" tells it.
  const verbsOf = (text: string) =>
    findActionVerbs(tokenize(normaliseText(text)), {
      lexicon: getLexicon(language),
      isRussian: language === 'ru',
    });
  const endsOn = (text: string) =>
    countEventsTold([text], language) > 0 && verbsOf(text).own.length === 0;
  // …or its last clause after a dash tells it («…предложил добавить это в чек-лист — его
  // добавили»: a new user's walk, thirty-seventh session, asked «Чем всё закончилось?»).
  const lastClause = (last[0] ?? '').split(/\s[—–]\s/u).at(-1) ?? '';
  // The last clause after a comma, a colon, a semicolon or a dash («…отправил на развал, стук
  // ушёл»; "…before cutting the mount: the width and height had been swapped").
  const finalClause = (last[0] ?? '').split(/\s[—–]\s|[,;:]\s+/u).at(-1) ?? '';
  // …and its last part after a joining word ("…and she was fine after that", «…и потом показала
  // сменщице»), whose subject is often the clause's own.
  const finalPart =
    finalClause.split(/\s(?:and|then|but|и|а|но|потом|затем)\s/iu).at(-1) ?? finalClause;
  const finalVerbs = verbsOf(finalClause);
  const stopsOnOwn =
    finalVerbs.own.length > 0 &&
    finalVerbs.team.length === 0 &&
    countEventsTold([finalClause], language) > 0;
  return {
    clauses: countClauses(answer),
    // A story of one sentence has no ending apart from it ("We built it as a team and it went
    // well" is still asked how it ended), but for a clause after a dash ("…before siliconing —
    // the customer just had to paint").
    endsOnEvent:
      (sentences.length > 1 && endsOn(last[0] ?? '')) ||
      (lastClause !== last[0] && lastClause.split(/\s+/u).length >= 2 && endsOn(lastClause)),
    stopsOnOwnAct: stopsOnOwn,
    pastTold: language === 'ru' ? countEventsTold(sentences, language) > 0 : pastInEnglish(answer),
    stopsOnPassingOn:
      stopsOnOwn && (PASSES_UP[language].test(finalPart) || PASSES_ON[language].test(finalPart)),
    opensSupposing: SUPPOSED_OPENING.test(sentences[0] ?? ''),
    outcomeUnknown: OUTCOME_UNKNOWN[language].test(answer),
    noCase: NO_CASE[language].test(answer),
    shortfall: findShortfall(answer, language),
    undersell: findUndersell(answer, language),
    habitual: toldAsHabit(answer, language),
  };
}
