// An answer long for what it says: a minute and more of speech with hardly a number or a name in
// it. Told to lead with its point and keep the details that matter, where otherwise it would be
// told only what an interviewer may ask next. In the round-29 training read (paired: the same
// answers with either line), the follow-up lines were true and useful for 6 of 50 such plain,
// meandering answers and asked for what 5 of them had; "cut it down" for 18 of 50, none asking
// for anything. Said of every long answer the judge scores below strong, it was untrue of all 22
// strong ones in the read (each detail of theirs "does real work"): none of them has as few
// numbers and names as this. Confirmed on 45 other such answers by a fresh reader (round 30):
// 35 true and useful, none asking for anything, against 4 for the lines it replaces (4 of which
// asked for what the answer had).
import type { AnswerEvidence } from './analyse-answer';

/** From this many words an answer is long: over a minute of speech. */
const LONG_ANSWER_WORDS = 150;
/** At most this many numbers and names in a long answer: little said for its length. */
const FEW_SPECIFICS = 3;
/**
 * …or fewer than this many per hundred words. Chosen on the graded answers of 150 words or more
 * that the judge scores below strong (where the line is said): it takes in 224 more of the plain,
 * long-winded ones (690 in all) and 5 more of those the graders call strong (6 of 23). Round 88
 * (paired, two fresh readers, 20 of the 174 texts it changed): true and useful 3 → 15 and 2 → 15,
 * untrue 5 → 1 and 7 → 3, asking for what the answer has 2 → 0 and 3 → 0.
 */
const SPECIFICS_PER_HUNDRED = 4;

/** Whether an answer is long for what it says (its words and its numbers and names counted). */
export function runsLong(evidence: AnswerEvidence): boolean {
  const specifics = evidence.specifics ?? 0;
  return (
    evidence.wordCount >= LONG_ANSWER_WORDS &&
    (specifics <= FEW_SPECIFICS || (specifics * 100) / evidence.wordCount < SPECIFICS_PER_HUNDRED)
  );
}

/**
 * Whether an answer long for what it says is padded: filler words in it ("stuff", «ну», "anyway"),
 * or hardly a number or a name. Told "a solid answer" in place of "cut it down", such answers were
 * read so by round 127's readers (1 → 9 and 0 → 17 of 25 true and useful with "cut it down");
 * long strong answers, whose several figures and names do real work and which use no fillers, are
 * not told to cut (round 127: asked to lead with the point they lead with, 5 of 5).
 */
export function runsPadded(evidence: AnswerEvidence): boolean {
  return (
    runsLong(evidence) &&
    (evidence.fillers.length > 0 || (evidence.specifics ?? 0) <= FEW_SPECIFICS)
  );
}
