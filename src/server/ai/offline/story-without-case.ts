// A story asked for and none told: what the feedback asks of it (feedback.ts).
import type { AnswerEvidence } from './analyse-answer';
import { CASE_PAST_TENSE } from './feedback-strength';
import { toldCase } from './told-case';

/**
 * A story asked for and none told: no real occasion, no event in the past, only what the candidate
 * does or is like («Я всегда гуляю в любую погоду…», "I never split work into mine and not mine").
 * "Say a little more" misreads it as too short (the fourteenth panel's read, both readers on 2 of
 * 2: "there is no example at all"): one real time is what it lacks. Not an answer with a number
 * or a name of its own, nor one that tells a change: a short case told so is asked for more.
 */
export function storyWithoutCase(evidence: AnswerEvidence): boolean {
  return (
    evidence.questionKind === 'story' &&
    !toldCase(evidence) &&
    !evidence.occasion &&
    evidence.text.eventsTold < CASE_PAST_TENSE &&
    evidence.specifics === 0 &&
    // A lesson with nothing in the past told is a maxim («Главное — делать всё по проекту»: the
    // twenty-second panel's read, "say more" to it where both readers found no case at all).
    ((evidence.lessons ?? []).length === 0 || evidence.text.pastTense === 0)
  );
}
