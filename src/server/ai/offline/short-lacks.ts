// What a short answer lacks, named in place of a bare "say a little more" (feedback.ts): the
// seventeenth frozen panel's read found that line generic on 22 of 24 brief and short answers for
// one reader, "it gives no pointer to what to add"; the same reader wanted the missing outcome
// ("a bare story with no outcome") or the missing case ("it doesn't say a real case is missing").
import type { AnswerEvidence } from './analyse-answer';
import type { FeedbackKey } from './feedback';
import { CASE_PAST_TENSE } from './feedback-strength';
import { PAST_EN, PAST_RU } from './past-forms';
import { toldCase } from './told-case';

export type ShortLack = 'case' | 'ending';

/**
 * `case`: a story asked for, or a way of working with people, answered with what the candidate
 * usually does and no case at all (no occasion, no event told in the past, no lesson).
 * `ending`: a story told as it happened whose last clause is an act of the candidate's own (not
 * the team's) that passes something on (telling, asking, showing: `stopsOnPassingOn`), with no
 * result, no measured one and no last sentence telling what happened (the reading that asks "How
 * did it end?" after it, follow-up.ts). Neither where the candidate says they have no such case,
 * or names the gap in its place, or never learnt how it ended: what is missing is then not theirs
 * to add.
 */
export function shortLacks(evidence: AnswerEvidence): ShortLack | null {
  const telling = evidence.telling;
  if (evidence.namedGap || telling?.noCase === true || telling?.outcomeUnknown === true) {
    return null;
  }
  const kind = evidence.questionKind;
  const noCase = noCaseTold(evidence) && (evidence.lessons ?? []).length === 0;
  // A way of working with people, not a situation put to the candidate: "what would you do?" and
  // "where will you start in the first month?" ask for a plan, and «Начну с анализа…» is no "what
  // you usually do" (round 111: untrue of 4 first-month plans for one reader of two).
  const withPeople = evidence.questionCategory === 'soft_skills';
  const plan = evidence.text.hypothetical > 0 || evidence.praise?.key === 'praisePlan';
  if (noCase && (kind === 'story' || (kind === 'method' && withPeople && !plan))) {
    return 'case';
  }
  const ended =
    evidence.starPartsFound.includes('result') ||
    evidence.resultMetrics.length > 0 ||
    telling?.endsOnEvent === true;
  // Events told at the rate of a case: "I've helped our estimators a few times with take-offs" is
  // no story told (round 109: "it gives no specific situation or actions at all").
  const told = evidence.text.eventsTold >= CASE_PAST_TENSE;
  if (kind === 'story' && told && telling?.stopsOnPassingOn === true && !ended) {
    return 'ending';
  }
  return null;
}

/**
 * Whether the answer tells no case at all: nothing the reader found as one, no occasion, no act
 * of the candidate's own told in the past, no event told. "What you usually do" is untrue of "I
 * showed our apprentice how to hold a snappy Lhasa's head…" or «Держал уровень одним правилом»
 * (round 110, 3 of 40 for both readers when events below the rate of a case counted as none).
 */
export function noCaseTold(evidence: AnswerEvidence): boolean {
  return !toldCase(evidence) && evidence.telling?.pastTold !== true && noEventOfItsOwn(evidence);
}

/**
 * No case found, no occasion, no act of the candidate's own in the past and events told below the
 * rate of a case: "I stay calm… I take measures at once… so I've had no serious problems" (one past
 * verb; two present ones, which `toldCase` counts as a case's actions).
 */
export function noEventOfItsOwn(evidence: AnswerEvidence): boolean {
  const ownPast = evidence.actionVerbs.some((verb) => PAST_EN.test(verb) || PAST_RU.test(verb));
  return (
    !evidence.hasExample &&
    !evidence.occasion &&
    !ownPast &&
    evidence.text.eventsTold < CASE_PAST_TENSE
  );
}

/** The line that names it (feedback-phrases.ts), or null. */
export function shortLackKey(evidence: AnswerEvidence): FeedbackKey | null {
  const lack = shortLacks(evidence);
  return lack === 'case' ? 'sayMoreCase' : lack === 'ending' ? 'sayMoreEnding' : null;
}
