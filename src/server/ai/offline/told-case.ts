// What the answer tells, as the feedback reads it: events that happened or what would happen, a
// real case, a case told to its end, a case told without a single number or name.
import type { AnswerEvidence } from './analyse-answer';

/** Past-tense words per word at or above which an answer tells events that happened. */
export const TELLS_EVENTS_PAST_TENSE = 0.05;
/**
 * Whether its events are told as they happened, densely enough to be a story (past verbs outside
 * suppositions): not a procedure told in the present with a past verb or two in it ("It starts
 * before she calves… I watch…"), which "the situation, your actions and the outcome" misreads.
 */
export function tellsEvents(evidence: AnswerEvidence): boolean {
  return evidence.text.eventsTold >= TELLS_EVENTS_PAST_TENSE;
}

/** Whether the answer tells what happened rather than what one would do. */
export function toldAsHappened(evidence: AnswerEvidence): boolean {
  // Past forms in a sentence that supposes («я бы выслушала, извинилась и объяснила», "I would
  // have called") are what would happen: the training reads found such plans asked to "go a
  // level deeper into what you did" (round 1: 3 of 3; round 10: 1 of 1).
  return evidence.text.eventsTold > evidence.text.hypothetical;
}

/**
 * Whether the answer tells a real case: one the reader found ("last March…"), or events told as
 * they happened with the candidate's (or the team's) actions in them. A recruiter read every
 * "have a real case ready" after such an answer as asking for what it has (round 8: 7 of 7).
 */
export function toldCase(evidence: AnswerEvidence): boolean {
  if (evidence.hasExample) return true;
  if (!toldAsHappened(evidence)) return false;
  // Events told in the past, densely, are a case even where no verb list finds the actions
  // («вырубило индукцию… перевёл соусы… сказал официантам»; round 14: 8 of 19 texts that asked
  // for what the answer had were "have a real case ready" after such an answer).
  // Not an answer read as general words ("I've loved machines since I was a kid…").
  return (
    (evidence.text.eventsTold >= TELLS_EVENTS_PAST_TENSE && !evidence.text.generic) ||
    (evidence.starPartsFound.includes('action') &&
      evidence.actionVerbs.length + evidence.teamVerbs.length >= 2)
  );
}

/**
 * Whether the answer tells one case to its end as it happened: a real occasion or the candidate's
 * own actions, and how it ended. Only then does "what would you do differently?" fit.
 */
export function toldStory(evidence: AnswerEvidence): boolean {
  return (
    toldAsHappened(evidence) &&
    evidence.starPartsFound.includes('result') &&
    (evidence.hasExample || evidence.actionVerbs.length >= 2) &&
    evidence.questionKind !== 'open'
  );
}

/**
 * A case told without one number or name in it (specifics.ts counts any). "Go a level deeper"
 * there told every reader nothing (0 of 54 over the test reads); what they asked for was the
 * detail: "name the document", "quantify the result", "the outcome for both animals".
 */
export function toldWithoutDetail(evidence: AnswerEvidence): boolean {
  return (
    evidence.specifics === 0 && evidence.questionCategory !== 'motivation' && toldCase(evidence)
  );
}

/**
 * A case told with an action of the candidate's own short enough to quote, to a question that
 * asks what was done (a story or a method): after a background question "why did you choose
 * that?" presses on a career, not a decision (round-20 training read: 4 of 4 such were beside
 * the point).
 */
export function ownChoiceToldInCase(evidence: AnswerEvidence): boolean {
  return (
    Boolean(evidence.pressPoint) &&
    evidence.questionKind !== 'open' &&
    evidence.questionCategory !== 'motivation' &&
    toldCase(evidence)
  );
}

/**
 * From this many words a case has given its reasons: the press-on line asked for them again on 29
 * of 52 such texts, useful on none (training reads to round 32); under it, useful on 28 of 106.
 */
const REASONS_TOLD_WORDS = 120;
export const pressesOn = (evidence: AnswerEvidence) =>
  ownChoiceToldInCase(evidence) &&
  evidence.wordCount < REASONS_TOLD_WORDS &&
  // Never "which other way did you consider?" of what was done about one's own mistake: after
  // «я отдала излишек администратору» it invites the way not taken (a new user's walk: harmful).
  !(evidence.questionFollowUps ?? []).includes('preventNow');
