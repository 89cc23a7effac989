// The curated question templates the offline coach builds an interview from.
import type { Language } from '../../../shared/language';
import { QUESTION_BANK_EN } from './question-bank.en';
import { QUESTION_BANK_RU } from './question-bank.ru';
import type { QuestionTemplate } from './question-template';

export function getQuestionBank(language: Language): readonly QuestionTemplate[] {
  return language === 'ru' ? QUESTION_BANK_RU : QUESTION_BANK_EN;
}
