// Whether two general questions are the same question in other words: the bank for any work and
// the general bank word some of theirs differently ("What do you do when you realise…" and "…if
// you realise…"), and a known field's interview draws on both.
import { contentStems } from '../../job-description/read-job-description';
import type { QuestionTemplate } from './question-template';

/**
 * Content words two general questions share, over all they use (Jaccard), from which they are the
 * same question in other words: the banks' pairs at or above it are rewordings ("a typical week" and
 * "a typical shift or working day"); below it, different questions of one kind (0.5: "a mistake you
 * made at work" and "a mistake on a job you had to go back and fix"). 0.66 let a field's question
 * and its own longer rewording through (0.64: «…коллега нарушает санитарные нормы» and «…нарушает
 * санитарные нормы или неправильно хранит продукты», one interview); at 0.6 it changes 2 of 695
 * interviews of the rated and graded postings, both that pair.
 */
const SAME_QUESTION_OVERLAP = 0.6;

/** A template's content words, its placeholders left out. */
function plainStems(template: QuestionTemplate): ReadonlySet<string> {
  return new Set(contentStems(template.text.replace(/\{\w+\}/gu, ' ')));
}

/** Shared over all (Jaccard). */
function overlap(one: ReadonlySet<string>, other: ReadonlySet<string>): number {
  const shared = [...one].filter((stem) => other.has(stem)).length;
  const all = one.size + other.size - shared;
  return all === 0 ? 0 : shared / all;
}

/** Whether the two templates ask the same thing in other words. */
export function isSameQuestion(one: QuestionTemplate, other: QuestionTemplate): boolean {
  return overlap(plainStems(one), plainStems(other)) >= SAME_QUESTION_OVERLAP;
}
