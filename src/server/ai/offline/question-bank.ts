// The curated question templates the offline coach builds an interview from: the general bank,
// and the bank for a job of no known field, written for any work rather than an office.
import type { Language } from '../../../shared/language';
import { ANY_WORK_BANK_EN } from './question-bank.any-work.en';
import { ANY_WORK_BANK_RU } from './question-bank.any-work.ru';
import { QUESTION_BANK_EN } from './question-bank.en';
import { QUESTION_BANK_RU } from './question-bank.ru';
import type { QuestionTemplate } from './question-template';
import { getFamilyLexicon } from '../../job-description/families';
import { ROLE_FAMILIES } from '../../job-description/families/family-lexicon';

export function getQuestionBank(language: Language): readonly QuestionTemplate[] {
  return language === 'ru' ? QUESTION_BANK_RU : QUESTION_BANK_EN;
}

const templatePatterns = new Map<
  Language,
  Array<{ template: QuestionTemplate; pattern: RegExp }>
>();

/** A template's text as a pattern of the whole question, each placeholder any words. */
function templatePattern(text: string): RegExp {
  const parts = text.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`, 'su');
}

/**
 * The bank template a question was written from (the general bank or the bank for any work), or
 * null: a model's question, a field's own question, a question about the resume. Matched exactly,
 * placeholders as wildcards, so it also finds the template of a question stored before templates
 * were stored with questions.
 */
export function findBankTemplate(question: string, language: Language): QuestionTemplate | null {
  let patterns = templatePatterns.get(language);
  if (!patterns) {
    patterns = [...getQuestionBank(language), ...getAnyWorkBank(language)].flatMap((template) =>
      [template.text, ...(template.formerTexts ?? [])].map((text) => ({
        template,
        pattern: templatePattern(text),
      })),
    );
    templatePatterns.set(language, patterns);
  }
  const text = question.trim();
  return patterns.find(({ pattern }) => pattern.test(text))?.template ?? null;
}

/** Questions for a job of no known field: its duties quoted, the rest fit for any work. */
export function getAnyWorkBank(language: Language): readonly QuestionTemplate[] {
  return language === 'ru' ? ANY_WORK_BANK_RU : ANY_WORK_BANK_EN;
}

const fieldPatterns = new Map<
  Language,
  Array<{ category: QuestionTemplate['category']; pattern: RegExp }>
>();

/**
 * The category of a field's own question ("technical" or "scenario"), read from the text of any
 * field's templates (a {skill} filled in matches any words), or null.
 */
export function findFieldCategory(
  question: string,
  language: Language,
): QuestionTemplate['category'] | null {
  let patterns = fieldPatterns.get(language);
  if (!patterns) {
    patterns = ROLE_FAMILIES.flatMap((family) => {
      const questions = getFamilyLexicon(family).questions[language];
      return (['technical', 'scenario', 'soft_skills'] as const).flatMap((category) =>
        (questions[category] ?? []).map((text) => ({
          category,
          pattern: templatePattern(text),
        })),
      );
    });
    fieldPatterns.set(language, patterns);
  }
  const text = question.trim();
  return patterns.find(({ pattern }) => pattern.test(text))?.category ?? null;
}
