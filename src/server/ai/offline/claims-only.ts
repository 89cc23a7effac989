// An answer of claims about oneself with nothing to back them (feedback.ts uses it to quote them).
import type { AnswerEvidence } from './analyse-answer';
import { measuredResults } from './bare-ranges';
import { CASE_PAST_TENSE } from './feedback-strength';
import type { FeedbackKey } from './feedback';

/**
 * An answer made of what the candidate says they are like ("I'm very good with difficult
 * people… I never lose my temper"), with no case, number, name or step of their own: the first
 * such words are quoted and one real time (a method's steps, a reason from this posting) asked
 * for, in place of "say more", "answer what the question asks" or a follow-up to prepare (the
 * ninth frozen panel's read: such answers told "that is short" or "have a case ready", both
 * readers: "the real flaw is claims and no example"). Training jobs: 151 of 348 vague answers,
 * no honest one.
 */
export function claimsOnly(evidence: AnswerEvidence): FeedbackKey | null {
  if (!evidence.selfPortrait || evidence.stepQuote || evidence.occasion) return null;
  // "I always give 110 percent" is no detail of the work (a new user's walk, thirty-second session),
  // nor are "hard days", "over the years", "number one priority" or the posting's own "PPE"
  // (the twenty-sixth panel's read: such answers were told to have a case ready, both readers:
  // "misses that the whole answer is slogans"; 176 of the 257 vague answers they kept from this,
  // no honest one).
  const details =
    evidence.backingDetails ?? (evidence.specifics ?? 0) - (evidence.effortBoasts ?? 0);
  if (details > 0 || evidence.text.eventsTold >= CASE_PAST_TENSE) return null;
  if (evidence.hasExample || measuredResults(evidence).length > 0) return null;
  // After "which part will be hardest?" or "where in three years?", not "why this job?" (a new
  // user's walk, thirty-fourth session: "name one thing in this posting that draws you" there).
  const follows = evidence.questionFollowUps ?? [];
  if (follows.includes('hardestPrep')) return 'claimsOnlyHard';
  if (follows.includes('planMilestone') || follows.includes('learnMilestone'))
    return 'claimsOnlyPlan';
  if (evidence.questionCategory === 'motivation') return 'claimsOnlyWhy';
  if (evidence.questionCategory === 'background' && evidence.questionKind !== 'story') {
    return 'claimsOnlyWork';
  }
  return evidence.questionKind === 'method' ? 'claimsOnlyMethod' : 'claimsOnly';
}
