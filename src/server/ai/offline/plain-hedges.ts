// Hedges a recruiter tells a good answer to drop ("sort of", «наверное»): only the ones that never
// say anything else.
import type { AnswerEvidence } from './analyse-answer';

/** Distinct hedges at which a good answer is told to drop them. */
export const TOLD_HEDGES = 2;
/**
 * Hedges that never say anything else: not "kind of" ("the kind of person"), "I think", "might"
 * ("the patient might fall"), «где-то» ("somewhere") or «как-то» («как-то раз»). «вроде» alone is
 * read in its place (readPlainHedges).
 */
const PLAIN_HEDGES = new Set([
  'sort of', 'i guess', 'i suppose', 'maybe', 'probably', 'perhaps', 'more or less', 'hopefully',
  'наверное', 'вроде бы', 'может быть', 'пожалуй', 'по идее', 'в каком-то смысле', 'скорее всего',
]); // prettier-ignore

/**
 * «может быть» set off as a word of doubt («Может быть, стоило…», «это, может быть, моя ошибка»),
 * not the verb it also is («в пачке может быть 48 или 52 листа»: a new user's walk).
 */
const PARENTHETICAL_MOZHET_BYT = /(?<![\p{L}])может быть\s*[,—–-]/iu;

/** «вроде» itself, not «вроде бы» (a hedge of its own, in the list above). */
const LONE_VRODE = /(?<![\p{L}])вроде(?![\p{L}])(?!\s+бы(?![\p{L}]))/giu;
/**
 * «вроде» saying "such as": before a name, a model, a number or a quote («на станках вроде
 * 16К20», «вроде "Консультанта"»), or after «что-то», «чего-то». Elsewhere it hedges («у вас
 * вроде всё прописано», «вроде стало тише»: round-40 training read, 3 of 3 marked good when told
 * to drop it).
 */
const SUCH_AS_AFTER = /^\s+[«"“„'\d\p{Lu}]/u;
const SUCH_AS_BEFORE = /(?<![\p{L}])(?:что-то|чего-то|чем-то|типа)\s*$/iu;

/**
 * The plain hedges of an answer, lower-cased and distinct, read in place: the lexicon's hedges
 * found in it that never say anything else, and «вроде» where it hedges.
 */
export function readPlainHedges(answer: string, hedges: readonly string[]): string[] {
  const found = listedPlainHedges(hedges).filter(
    (hedge) => hedge !== 'может быть' || PARENTHETICAL_MOZHET_BYT.test(answer),
  );
  const hedgingVrode = [...answer.matchAll(LONE_VRODE)].some(
    (match) =>
      !SUCH_AS_AFTER.test(answer.slice(match.index + match[0].length)) &&
      !SUCH_AS_BEFORE.test(answer.slice(0, match.index)),
  );
  return hedgingVrode ? [...found, 'вроде'] : found;
}

/** The lexicon's hedges found in an answer that never say anything else, lower-cased and distinct. */
function listedPlainHedges(hedges: readonly string[]): string[] {
  return [...new Set(hedges.map((hedge) => hedge.toLowerCase()))].filter((hedge) =>
    PLAIN_HEDGES.has(hedge),
  );
}

/** The plain hedges of a reading; one stored before they were read in place has only the list's. */
export function plainHedges(evidence: AnswerEvidence): string[] {
  return evidence.plainHedges ?? listedPlainHedges(evidence.hedges);
}
