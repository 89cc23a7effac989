// Hedges a recruiter tells a good answer to drop ("sort of", «наверное»): only the ones that never
// say anything else.
import type { AnswerEvidence } from './analyse-answer';

/** Distinct hedges at which a good answer is told to drop them. */
export const TOLD_HEDGES = 2;
/**
 * Hedges that never say anything else: not "kind of" ("the kind of person"), "I think", "might"
 * ("the patient might fall"), «где-то» ("somewhere"), «как-то» («как-то раз») or «вроде» alone
 * ("such as": «инструменты вроде штангенциркуля»); «вроде бы» is one.
 */
const PLAIN_HEDGES = new Set([
  'sort of', 'i guess', 'i suppose', 'maybe', 'probably', 'perhaps', 'more or less', 'hopefully',
  'наверное', 'вроде бы', 'может быть', 'пожалуй', 'по идее', 'в каком-то смысле', 'скорее всего',
]); // prettier-ignore

export function plainHedges(evidence: AnswerEvidence): string[] {
  return [...new Set(evidence.hedges.map((hedge) => hedge.toLowerCase()))].filter((hedge) =>
    PLAIN_HEDGES.has(hedge),
  );
}
