// How the frozen panels' tests (fifteenth-panel.test.ts …) read an answer: in the language its
// script is written in, with the feedback written with one fixed seed.
import type { Language } from '../../../shared/language';
import { analyseAnswer } from './analyse-answer';
import { writeFeedback } from './feedback';

export const languageOf = (text: string): Language =>
  /\p{Script=Cyrillic}/u.test(text) ? 'ru' : 'en';

export const readAnswer = (answer: string, question: string, jobTitle = '') =>
  analyseAnswer({ answer, language: languageOf(answer), question, jobTitle });

export const feedbackOf = (answer: string, question: string, jobTitle = '') =>
  writeFeedback(readAnswer(answer, question, jobTitle), { language: languageOf(answer), seed: 1 });
