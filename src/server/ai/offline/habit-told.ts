// An answer told as how things usually went ("we had loads of regulars… I'd ask about their
// families… sometimes it slowed things down…", «Обычно я… Иногда бывало…»), with no one time in
// it: asked for a time, it has not told one. The twenty-third panel's read found "be ready to go
// deeper" and "what did you learn?" beside such answers generic for both readers ("misses that
// there is no single specific occasion"); "tell one time" is what they asked for.
import type { Language } from '../../../shared/language';
import { normaliseText, tokenize } from '../../language/text';
import { PAST_TENSE_WORD } from './answer-structure';
import { answerSentences } from './clauses';

/**
 * Words that tell a habit, or what would happen, rather than one time: "every car", "you had to
 * finish on time" (the twenty-fifth panel's read: a dealer's routine so told, "no real event",
 * both readers).
 */
const HABIT: Readonly<Record<Language, RegExp>> = {
  en: /(?<!\b(?:agreed|said|promised|decided|thought|knew|told \w+|reckoned|hoped)(?: that)? )\b(?:I|we|you)(?:['’]d| would)\b(?! (?:have|had|been|rather|like|say|love|want|prefer|done|gone|seen|got|left|made|told|taken|given|said|brought|bought|thought|kept|put|found|sent|spent|set|written|known|run|come|become|forgotten|driven|spoken|broken|chosen|already|never|just|\w+ed)\b)|\bused to\b|\b(?:sometimes|usually|often|always|whenever|normally|generally|every (?!one\b|bit\b|so\b)\w+)\b|\byou (?:had|have|got) to\b/iu,
  ru: /(?<![\p{L}])(?:обычно|часто|иногда|всегда|бывало|постоянно|как правило|каждый|каждую|каждое|по (?:выходным|утрам|вечерам|понедельникам|пятницам|субботам))(?![\p{L}])/iu,
};

/** One time told: a day, a shift, "once", a month or a year, «однажды», «был случай». */
const ONE_TIME: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:one|that|this|last|the other|a) (?:day|time|morning|afternoon|evening|night|shift|week|weekend|summer|winter|spring|autumn|Saturday|Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Christmas|Easter)\b|\bonce\b|\b(?:a few|two|three|four|a couple of|couple of) (?:days|weeks|months|years) ago\b|\blast (?:year|month|week|season|summer|winter|spring|autumn|christmas)\b|\bin (?:January|February|March|April|May|June|July|August|September|October|November|December|(?:19|20)\d\d)\b|\bthere was (?:a|one|this) (?:time|day|night|lady|man|guy|customer|woman|bloke|boy|girl|chap|family|couple|patient|client)\b/iu,
  ru: /(?<![\p{L}])(?:однажды|один раз|как-то раз|как-то|в тот день|в тот раз|был (?:такой |один )?случай|случай был|в прошлом (?:году|месяце|сезоне)|прошлой (?:зимой|весной|осенью)|прошлым летом|позапрошл\p{L}*|в (?:январе|феврале|марте|апреле|мае|июне|июле|августе|сентябре|октябре|ноябре|декабре)|(?:19|20)\d\d)(?![\p{L}\d])/iu,
};

/** Sentences of the habit, at least, for the answer to be told as one. */
const HABIT_SENTENCES = 2;

/** Past forms of a state, not an event ("we had loads of regulars", «был»). */
const STATE: ReadonlySet<string> = new Set(['had', 'was', 'were', 'был', 'была', 'было', 'были']);

/** Sentences of events told outside the habit, at most, for the answer to be told as one. */
const EVENT_SENTENCES = 1;

/**
 * Whether the answer tells a habit in half its sentences or more, no one time, and at most one
 * sentence of events outside the habit ("After that I tried… In my next review she said…" tell a
 * story whose scene was a habit).
 */
export function toldAsHabit(answer: string, language: Language): boolean {
  if (ONE_TIME[language].test(answer)) return false;
  const sentences = answerSentences(answer);
  const habit = sentences.filter((sentence) => HABIT[language].test(sentence));
  const events = sentences.filter(
    (sentence) =>
      !HABIT[language].test(sentence) &&
      tokenize(normaliseText(sentence)).some(
        (word) => PAST_TENSE_WORD[language].test(word) && !STATE.has(word),
      ),
  );
  return (
    habit.length >= HABIT_SENTENCES &&
    habit.length * 2 >= sentences.length &&
    events.length <= EVENT_SENTENCES
  );
}
