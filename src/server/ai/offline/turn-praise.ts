// The candidate's own action in a case told as it happened, quoted as praise ("I pulled straight
// back in", «я пошёл к их бригадиру») where the feedback would otherwise say a line that names
// nothing ("A strong answer — keep this level", "be ready to go deeper"). Only a deed: not a
// feeling or an effort («я сначала растерялась», "I tried to…"), not what was not done ("I decided
// not to turn her away"), not a habit ("I got used to…"), not a job held, not the mistake itself
// («я не очень хорошо провела встречу»): a training read of the first draft found each of these
// quoted as "what you did yourself".
import { normaliseText, tokenize } from '../../language/text';
import type { AnswerEvidence } from './analyse-answer';
import { CAREER_MOVE, MENTAL } from './own-step';

/** Not done: a negation anywhere in the clause. */
const NEGATED = /(?<![\p{L}])(?:not|never|no|nothing|не|ни|нет|ничего)(?![\p{L}])|n['’]t\b/iu;
/** An effort, a habit or a state rather than a deed ("tried", "used to", «старалась», «привыкла»). */
const EFFORT =
  /\b(?:tr(?:y|ied|ying)|used to|managed|just|kept (?:trying|going|calm|everything)|got used|started to|began to|had to|made sure)\b|(?<![\p{L}])(?:просто|привык\p{L}*|пыта\p{L}*|стара\p{L}*|приходилось|пришлось)(?![\p{L}])/iu;
/** A Russian reflexive verb is mostly a state or what happened to one («растерялась», «освоилась»). */
const REFLEXIVE_RU = /\p{L}{3,}(?:ся|сь)(?![\p{L}])/iu;
/** A slip told in the clause ("I forgot", «я ошиблась», «плохо провела», «приехала позже»). */
// …or making up for one ("I caught up after": the seventeenth panel's read, an admission quoted),
// or a mishap ("I ran out of nitrile gloves": the twenty-first's, both readers), or a slip told by
// how it happened («я в суете посчитала как тысячу», "by mistake": the twenty-third's, both).
const SLIP =
  /\b(?:forgot|mistake|missed|wrong|messed|dropped|failed|late|later|argued|caught up|catch up|ran out|run out|got stuck|got lost|spilled|spilt|overslept|let slip|let \w+ slip|let \w+ slide|by mistake|by accident|accidentally|miscounted|misread|mixed (?:\w+ )?up|short-changed)\b|(?<![\p{L}])(?:забыл\p{L}*|ошиб\p{L}*|плохо|неправильно|опоздал\p{L}*|перепутал\p{L}*|пропустил\p{L}*|позже|позднее|спорил\p{L}*|наверста\p{L}*|нагна\p{L}*|застрял\p{L}*|упустил\p{L}*|проспал\p{L}*|уронил\p{L}*|пролил\p{L}*|в суете|в спешке|по ошибке|случайно|нечаянно|по невнимательности|обсчитал\p{L}*|недосчитал\p{L}*|недодал\p{L}*)(?![\p{L}])/iu;
/**
 * A deed whose object names nothing ("I tried different options", «я предлагала разные варианты»):
 * the vaguest line of the story (the seventeenth panel's read), not its key act.
 */
const VAGUE_OBJECT =
  /\b(?:various|different|all sorts of|lots of|a few|some)\s+(?:options|things|ways|ideas|stuff|approaches)\b|(?<![\p{L}])(?:разн\p{L}+|всяк\p{L}+|кое-как\p{L}*)\s+(?:вариант\p{L}*|способ\p{L}*|вещ\p{L}*|штук\p{L}*|подход\p{L}*)(?![\p{L}])/iu;
/** Time served or a place worked ("I started with a firm in Leeds", «я проработал два года»). */
// …or training done, where the candidate came from ("I arrived from Portugal", «прошёл обучение»,
// «начинала с нуля»: round 103, untrue for both readers).
const SERVED =
  /\bwith (?:a|an|the) (?:firm|company|agency)\b|\b(?:arrived|came over|moved here)\b|(?<![\p{L}])(?:\p{L}*работал\p{L}*|прош(?:ёл|ел|ла) (?:обучение|курс\p{L}*|стажировку)|начинал\p{L}* с нуля)(?![\p{L}])/iu;
/** A quote that ends on a preposition was cut before the words that finish it. */
const CUT_SHORT =
  /(?<![\p{L}])(?:by|to|with|for|of|at|from|into|the|a|an|по|в|на|с|к|для|от|из|о|за|под)$/iu;
/** The candidate named in a Russian clause (another's verb may open one). */
const SAYS_I_RU = /(?<![\p{L}])я(?![\p{L}])/iu;
/** Words between "I" and its verb ("I just told…", "I then rang…"). */
const ADVERBS_EN: ReadonlySet<string> = new Set([
  'just',
  'then',
  'also',
  'really',
  'quickly',
  'immediately',
  'simply',
  'always',
  'actually',
  'eventually',
  'finally',
  'calmly',
  'politely',
]);

/** The key act (key-deed.ts) where it is a deed of the candidate's own worth praising. */
export function turnQuote(
  evidence: Pick<AnswerEvidence, 'keyDeed' | 'keyDeedImplied'>,
): string | null {
  return ownDeed(evidence.keyDeed ?? null, evidence.keyDeedImplied === true);
}

/** A quoted clause where it tells a deed of the candidate's own, else null. */
// A Russian clause may leave «я» out where the sentence or the one before names the candidate and
// no one else («Я взял телефон, посмотрел. Извинился, переделали…»): `selfImplied`.
export function ownDeed(quote: string | null, selfImplied = false): string | null {
  if (!quote) return null;
  const russian = /\p{Script=Cyrillic}/u.test(quote);
  const language = russian ? 'ru' : 'en';
  if (russian && ((!selfImplied && !SAYS_I_RU.test(quote)) || REFLEXIVE_RU.test(quote)))
    return null;
  if (NEGATED.test(quote) || EFFORT.test(quote) || SLIP.test(quote)) return null;
  if (VAGUE_OBJECT.test(quote)) return null;
  if (CAREER_MOVE[language].test(quote) || SERVED.test(quote)) return null;
  // A clause cut before its object ("I sorted them by": round 90, asked how, which followed).
  if (CUT_SHORT.test(quote.trim())) return null;
  // Its verb: a deed, not a thought or a state ("I decided", «я для себя решила»).
  const tokens = tokenize(normaliseText(quote));
  const words = tokens.slice(tokens.findIndex((word) => word === 'i' || word === 'я') + 1);
  const verb = russian
    ? words.find((word) => /\p{L}{2,}(?:л|ла|ли|ло)$/u.test(word))
    : words.find((word) => !ADVERBS_EN.has(word));
  return verb && !MENTAL[language].test(verb) ? quote : null;
}
