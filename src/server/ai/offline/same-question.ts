// Whether two general questions are the same question in other words: the bank for any work and
// the general bank word some of theirs differently ("What do you do when you realise…" and "…if
// you realise…"), and a known field's interview draws on both.
import type { Language } from '../../../shared/language';
import { contentStems } from '../../job-description/read-job-description';
import fieldPairs from './field-question-pairs.json';
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

/**
 * The general bank's and the bank for any work's wordings of one question, by template id (the
 * same in both languages), where they share too few words to be told by overlap: «Расскажите, как
 * вы помогли коллеге добиться успеха» and «…о случае, когда вы помогли коллеге или новичку на
 * работе» were asked one after the other of a baker (a new user's walk, twenty-second session).
 * Over the 695 rated and graded postings, 8 interviews held one of these pairs.
 */
export const SAME_QUESTIONS: ReadonlyArray<readonly [string, string]> = [
  ['scenario-3', 'any-work-scenario-2'], // something goes seriously wrong and work cannot stop
  ['scenario-6', 'any-work-scenario-3'], // a mistake you made
  ['soft_skills-1', 'any-work-soft_skills-1'], // a disagreement with a colleague
  ['soft_skills-2', 'any-work-soft_skills-2'], // explaining to someone without your background
  ['soft_skills-3', 'any-work-soft_skills-3'], // critical feedback
  ['soft_skills-4', 'any-work-soft_skills-4'], // helping a colleague
  ['soft_skills-6', 'any-work-soft_skills-8'], // adapting to a big change
  ['soft_skills-7', 'any-work-soft_skills-9'], // beyond your formal duties
  ['soft_skills-8', 'any-work-soft_skills-5'], // calm under pressure
  ['soft_skills-10', 'any-work-soft_skills-7'], // a commitment you cannot keep
];

type Pairs = { [language in Language]: ReadonlyArray<readonly [string, string]> };

/**
 * Questions of a field that one interview does not ask together, by template id, in each language,
 * because a candidate would tell the same story to both: two of the field's own ("a time you saw
 * someone working unsafely in the warehouse" and "…noticed a colleague doing something unsafe in
 * the warehouse"), and one of the field's with a general one (`withGeneral`: "a time a passenger
 * became aggressive towards you" and "someone who relies on your work is unhappy"). Each pair was
 * marked by both of two hiring managers who read the banks blind
 * (eval/graded/question-ratings/round-43/); a pair only one of them marked is not declared.
 */
export const SAME_FIELD_QUESTIONS = fieldPairs as unknown as { field: Pairs; withGeneral: Pairs };

const isPair =
  (one: string, other: string) =>
  ([first, second]: readonly [string, string]) =>
    (first === one && second === other) || (first === other && second === one);

/**
 * Whether a general question asks what a field's question asks, by their ids. Where one pairs with
 * a field question of the interview, the field's is asked (generate-questions.ts).
 */
export function isFieldQuestionInGeneral(
  ids: readonly [string, string],
  language: Language,
): boolean {
  return SAME_FIELD_QUESTIONS.withGeneral[language].some(isPair(...ids));
}

/**
 * Whether two templates ask the same thing in other words: declared by the banks (with the
 * interview's language, two of a field's own questions too), or sharing most of their words.
 */
export function sameQuestionIn(language?: Language) {
  return (one: QuestionTemplate, other: QuestionTemplate): boolean =>
    SAME_QUESTIONS.some(isPair(one.id, other.id)) ||
    (language !== undefined &&
      SAME_FIELD_QUESTIONS.field[language].some(isPair(one.id, other.id))) ||
    overlap(plainStems(one), plainStems(other)) >= SAME_QUESTION_OVERLAP;
}

/** Whether the two templates ask the same thing in other words (the general banks' pairs). */
export const isSameQuestion = sameQuestionIn();
