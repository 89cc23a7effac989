// What works in an answer, for the first sentence of its feedback: the strength named is one the
// answer has, quoted where it can be (feedback.ts writes the sentences).
import type { AnswerEvidence } from './analyse-answer';
import { measuredResults } from './bare-ranges';
import { tellsEvents, toldAsHappened } from './told-case';
import { isCompleteStory } from '../../../shared/results-at-a-glance';
import { concreteDetail } from './concrete-detail';
import { quotableNames } from './named-details';
import { quotableSituation } from './feedback-text';
import type { FeedbackKey } from './feedback';

/** Habits named in a method answer that make it a method told in full. */
export const TOLD_HABITS = 3;
/**
 * Past-tense verbs per word below which habits are told as a routine, not as one occasion: the
 * routines of the round-8 reads run 0.007–0.02, the stories 0.06–0.13.
 */
export const HABIT_PAST_TENSE = 0.04;
/** Past-tense verbs per word from which an answer with a real occasion tells it as a case. */
export const CASE_PAST_TENSE = 0.06;
/** Below this many words a story that stops at the candidate's own act has not told its end. */
const SHORT_STORY_WORDS = 80;
/** At or above this score the answer is praised as one to keep, and nothing is asked. */
export const STRONG_ANSWER_SCORE = 70;
export function describeStrength(evidence: AnswerEvidence): FeedbackKey | null {
  const found = evidence.starPartsFound;
  // Asked for a time and told how it usually went, it is told to tell one (habit-told.ts): "the
  // scene is clear", "what you did yourself" beside that were untrue for both readers of round 133.
  if (evidence.questionKind === 'story' && evidence.telling?.habitual) return null;
  if (measuredResults(evidence).length > 0) {
    return 'measuredResult';
  }
  // Steps are a method laid out; in an answer told as a case, "then" and "next" are the story's
  // time, not a method (a round-7 reader found every such "step-by-step" praise misquoted).
  // An open question answered with three steps or more ("what do you check, and what do you do
  // if…") is answered with a method too.
  const stepsNeeded = { method: 2, open: 3, story: Infinity }[evidence.questionKind];
  if (evidence.steps.length >= stepsNeeded && !evidence.hasExample) return 'clearSteps';
  // "The situation, your actions and the outcome" is praise for a story told as it happened, not
  // for reasons, a plan or a procedure in the present (round 50); a method told through a case
  // that happened is a story too (round 8: such a case was praised with nothing named).
  const toldAsStory =
    (evidence.questionKind === 'story' ||
      (evidence.questionKind === 'method' && evidence.hasExample && toldAsHappened(evidence))) &&
    tellsEvents(evidence) &&
    // A walkthrough that opens «Допустим, я на катке…» is what would happen, with a case or not
    // (the eleventh panel's read: "calls a hypothetical walkthrough a real case", 2 of 2).
    evidence.telling?.opensSupposing !== true &&
    // Nor where the candidate says they never learnt how it ended (the twelfth panel's read).
    evidence.telling?.outcomeUnknown !== true;
  // A word read both as the action and as how it ended ("I kept checking every slab") is the
  // action alone: the sixteenth panel's read, "how it ended is there" untrue of a story with no end.
  const endOfItsOwn = evidence.star.result.some((word) => !evidence.star.action.includes(word));
  // Nor a story that stops at the candidate's own act with nothing told after it ("…so I showed
  // him the release receipt and explained it"; "settled bills" earlier is the routine): the
  // seventeenth panel's read, "the outcome is covered" untrue for both readers.
  // Only in a short story: a long one that ends on a last act of the candidate's ("…and I made sure
  // she knew why it mattered") has usually told how it came out before it.
  const stopsShort =
    evidence.wordCount < SHORT_STORY_WORDS &&
    evidence.telling?.stopsOnOwnAct === true &&
    evidence.telling.endsOnEvent !== true;
  // "Your actions" only where the candidate tells one of their own, not only the team's or another's
  // call ("the crane supervisor stopped the lift; we landed it": the twentieth panel's read, untrue
  // for both readers; in the reads of rounds 1–119 this praise was true of 34 of 46 such answers
  // against 840 of 923 with an own action).
  if (
    toldAsStory &&
    isCompleteStory(found) &&
    evidence.actionVerbs.length > 0 &&
    endOfItsOwn &&
    !stopsShort &&
    evidence.score >= STRONG_ANSWER_SCORE
  ) {
    return 'fullStar';
  }
  // Two of the candidate's own actions in a real case: one verb alone is as often "I've got". Only
  // where the question asks what the candidate did (a story, a method, their experience), not for
  // reasons or a plan. A story told to its end in the first person is a real case whether or not
  // it names a time.
  // A story asked for is one only where events are told: "I stay calm… I take measures at once…
  // so I've had no serious problems" is a claim of how one works, its "result" a boast (the
  // eighteenth panel's read: "what you did yourself" praised of it, untrue for both readers).
  const realCase =
    evidence.hasExample ||
    (found.includes('result') &&
      (evidence.questionKind === 'story' ? tellsEvents(evidence) : toldAsHappened(evidence)));
  const asksWhatYouDid =
    evidence.questionKind !== 'open' || evidence.questionCategory === 'background';
  if (asksWhatYouDid && evidence.actionVerbs.length >= 2 && realCase) {
    return 'ownActions';
  }
  // A scene is praised where a story is told from it, not before a routine («When something
  // precious comes in, I never…»: round 116, "there is no scene", both readers).
  // …nor where the first sentence hedges it (the twenty-fifth panel's read: "Probably at the Honda
  // dealer…" before a routine, untrue for both readers).
  if (
    quotableSituation(evidence) &&
    evidence.opensHedged !== true &&
    evidence.questionKind === 'story' &&
    tellsEvents(evidence)
  ) {
    return 'clearSituation';
  }
  // A good answer is told what made it good, not only that it was: a detail it gives.
  if (evidence.score >= STRONG_ANSWER_SCORE && concreteDetail(evidence)) return 'concreteDetail';
  // Or a name it gives of its own: a place, a firm, a product (a round-7 reader found "a strong
  // answer" with no strength named not useful on 9 of 120 training answers).
  if (evidence.score >= STRONG_ANSWER_SCORE && quotableNames(evidence.names).length > 0) {
    return 'namedDetails';
  }
  // Or a real case from the candidate's own work, told as it happened, to a question that did
  // not ask for a story (round 9: good answers shown through a case were praised with nothing).
  if (
    evidence.score >= STRONG_ANSWER_SCORE &&
    evidence.hasExample &&
    evidence.starPartsFound.includes('result') &&
    // Events told as they happened, not a "for example" told in the present with a past verb or
    // two («Например, работаю на посту…»: the thirteenth panel's read, "a hypothetical").
    evidence.text.pastTense >= CASE_PAST_TENSE &&
    (evidence.occasion || evidence.text.eventsTold >= CASE_PAST_TENSE) &&
    evidence.questionCategory !== 'motivation'
  ) {
    return 'realCase';
  }
  // Or what the candidate does, told habit by habit in the present ("I count heads, I walk the
  // fence line, I write it in the day book"): a routine of their own, not what one should do
  // (round 8: six good method answers were praised with nothing named).
  if (
    evidence.score >= STRONG_ANSWER_SCORE &&
    evidence.questionCategory !== 'motivation' &&
    evidence.questionKind !== 'story' &&
    evidence.text.pastTense < HABIT_PAST_TENSE &&
    evidence.practices.length >= TOLD_HABITS
  ) {
    return 'ownRoutine';
  }
  // "Reasons, not just enthusiasm" is praise for an answer about why this job (a round-6 reader
  // found it beside the point after questions about experience or plans).
  if (
    evidence.score >= STRONG_ANSWER_SCORE &&
    evidence.reasons.length > 0 &&
    evidence.questionCategory === 'motivation'
  ) {
    return 'givesReasons';
  }
  return null;
}
