// The curated question templates the offline coach builds an interview from: the general bank,
// and the bank for a job of no known field, written for any work rather than an office.
import type { Language } from '../../../shared/language';
import { ANY_WORK_BANK_EN } from './question-bank.any-work.en';
import { ANY_WORK_BANK_RU } from './question-bank.any-work.ru';
import { QUESTION_BANK_EN } from './question-bank.en';
import { QUESTION_BANK_RU } from './question-bank.ru';
import type { QuestionTemplate } from './question-template';

export function getQuestionBank(language: Language): readonly QuestionTemplate[] {
  return language === 'ru' ? QUESTION_BANK_RU : QUESTION_BANK_EN;
}

/** Questions for a job of no known field: its duties quoted, the rest fit for any work. */
export function getAnyWorkBank(language: Language): readonly QuestionTemplate[] {
  return language === 'ru' ? ANY_WORK_BANK_RU : ANY_WORK_BANK_EN;
}
