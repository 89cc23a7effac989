// What a question template is, and how a bank of them is declared.
import type { QuestionKind } from '../coach';

export type QuestionCategory =
  'background' | 'motivation' | 'technical' | 'scenario' | 'soft_skills';

/**
 * The follow-up an interviewer asks next after this question, whatever the job: how a year's goal
 * would be seen met, which deal-breaker decides, a team where it worked, the scale of a typical day
 * (feedback.ts says it in place of a line that would fit any answer).
 */
export type FollowUp =
  | 'learnMilestone'
  | 'learnFirstStep'
  | 'learnWhyFirst'
  | 'planMilestone'
  | 'dealBreaker'
  | 'teamCase'
  | 'dayPart'
  | 'stretchPrep'
  | 'dayScale'
  | 'newHere'
  | 'preventNow'
  | 'settledSign'
  | 'ifInsists'
  | 'ifCarriesOn'
  | 'tellEarly'
  | 'checkFound'
  | 'hardestPrep';

/**
 * A question with optional placeholders: {jobTitle}, and at most one of {skill}, {responsibility}
 * (a duty as a verb phrase the sentence continues), {duty} (a duty quoted as the posting words it),
 * {peopleDuty} (such a duty done with or for other people: people-duties.ts),
 * {experience} (the experience the posting requires, quoted), {quality} (a personal quality the
 * posting asks for, quoted) or {condition} (a demanding term of the work: nights, a rota, travel).
 */
export interface QuestionTemplate {
  id: string;
  category: QuestionCategory;
  text: string;
  /** What the question asks for, where its wording does not say it plainly; else read from it. */
  kind?: QuestionKind;
  /** Earlier wordings, so a question stored as it was asked then is still found as this one. */
  formerTexts?: readonly string[];
  /** Asked only after the bank's other templates that quote the same kind of term. */
  later?: boolean;
  /**
   * Asked before the bank's other templates of its kind: the general questions the blind raters
   * of rounds 40–50 rated highest (3.4–4.0 of 5, against 2.3–3.0 for the lowest).
   */
  first?: boolean;
  /**
   * What an interviewer asks next, where the question has a follow-up of its own; several in the
   * order they are asked, the first the answer does not already give being said.
   */
  next?: FollowUp | readonly FollowUp[];
}

/** The job term a template is filled with, or none ('plain'). */
export type TemplateNeed =
  | 'skill'
  | 'responsibility'
  | 'duty'
  | 'peopleDuty'
  | 'experience'
  | 'quality'
  | 'condition'
  | 'ability'
  | 'plain';

/** Which job term a template needs filled in, if any. */
export function getTemplateNeed(template: QuestionTemplate): TemplateNeed {
  if (template.text.includes('{skill}')) return 'skill';
  if (template.text.includes('{quality}')) return 'quality';
  if (template.text.includes('{condition}')) return 'condition';
  if (template.text.includes('{ability}')) return 'ability';
  if (template.text.includes('{experience}')) return 'experience';
  if (template.text.includes('{peopleDuty}')) return 'peopleDuty';
  if (template.text.includes('{duty}')) return 'duty';
  if (template.text.includes('{responsibility}')) return 'responsibility';
  return 'plain';
}

/**
 * Builds a bank from category → texts, giving each template a stable id ("technical-3", or with a
 * prefix "any-work-technical-3").
 */
export function defineBank(
  groups: Readonly<Record<QuestionCategory, ReadonlyArray<string | TemplateText>>>,
  prefix = '',
): QuestionTemplate[] {
  return Object.entries(groups).flatMap(([category, entries]) =>
    entries.map((entry, index) => ({
      id: `${prefix}${category}-${index + 1}`,
      category: category as QuestionCategory,
      ...(typeof entry === 'string' ? { text: entry } : entry),
    })),
  );
}

/**
 * A template whose kind its wording does not say plainly ("Which part… and how do you…"), or one
 * reworded since questions were stored with its earlier wording.
 */
export interface TemplateText {
  text: string;
  kind?: QuestionKind;
  formerTexts?: readonly string[];
  later?: boolean;
  first?: boolean;
  next?: FollowUp | readonly FollowUp[];
}
