// A lesson's words with no lesson after them ("So I learned something.", «Ну, я понял.»): the
// words of learning that need what was learned after them, read where they end their sentence.
import type { Language } from '../../../shared/language';
import { normaliseText } from '../../language/text';
import { answerSentences } from './clauses';

/**
 * What may follow a lesson's words to the end of its sentence with no lesson said ("So I learned
 * something.", «Ну, я понял.»): the twenty-fifth panel's read found "how do you know what you
 * changed works?" asked of such an answer, which had changed nothing (both readers).
 */
const NO_LESSON_AFTER: Readonly<Record<Language, RegExp>> = {
  en: /^(?:\s*(?:something|a lot|loads|a thing or two|a bit|my lesson|the lesson|from (?:it|that|this)|too|as well|i guess|i suppose|really|there|anyway))*\s*$/iu,
  ru: /^(?:\s*(?:кое-что|что-то|многое|многому|много|урок|для себя|из этого|тоже|наверное|в общем))*\s*$/iu,
};

/** Lesson words that need what was learned after them ("I learned…", «я понял…»). */
const LEARNT: ReadonlySet<string> = new Set([
  'i learned', 'i learnt', 'the lesson', 'taught me', 'showed me', 'made me realise',
  'made me realize', 'я понял', 'я поняла', 'сделал вывод', 'сделала вывод', 'научил меня',
  'научила меня', 'научило меня', 'для себя',
]); // prettier-ignore

/** Whether every sentence the lesson's words are found in ends on them with nothing learned said. */
export function emptyLesson(
  lesson: string,
  { answer, language }: { answer: string; language: Language },
) {
  if (!LEARNT.has(lesson)) return false;
  const told = answerSentences(answer)
    .map((sentence) => normaliseText(sentence))
    .filter((sentence) => sentence.includes(lesson));
  return (
    told.length > 0 &&
    told.every((sentence) =>
      NO_LESSON_AFTER[language].test(
        sentence.slice(sentence.indexOf(lesson) + lesson.length).replace(/[^\p{L}\s-]/gu, ' '),
      ),
    )
  );
}
