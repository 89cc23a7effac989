import { describe, expect, it } from 'vitest';
import { analyseAnswer } from './analyse-answer';
import { chooseFeedback } from './feedback';

// The fourteenth frozen panel's read: "say a little more" to a short answer of good intentions,
// asked for a time it happened, "treats a story with no example as merely short" (2 of 2, both
// readers). One real time is what it lacks; a short case, or one with a change told, is asked
// for more, not for a case.
describe('a short answer with no case, to a question that asks for one', () => {
  const read = (answer: string, question: string, language: 'en' | 'ru') =>
    chooseFeedback({
      ...analyseAnswer({ answer, language, question, jobTitle: 'Slesar' }),
      score: 45,
    }).improvement;

  it.each([
    [
      'Я никогда не делю работу на «моё» и «не моё». Если нужно — всегда помогу, останусь, подменю. Для меня важен общий результат.',
      'Расскажите о случае, когда вы сделали что-то сверх своих обязанностей, потому что это было нужно.',
      'ru',
    ],
    [
      'Я нормально отношусь к критике, если она конструктивная. Я всегда прислушиваюсь к мнению старших коллег и делаю выводы.',
      'Расскажите о случае, когда вас критиковали. Что вы сделали с этой критикой?',
      'ru',
    ],
  ] as const)('asks for one real time: %s', (answer, question, language) => {
    expect(read(answer, question, language)).toBe('noExample');
  });

  it.each([
    [
      'Twice my visits didn’t sync at a yard with no signal. Now I check the upload before I leave, and keep a paper note in the van.',
      'Tell me about a time something went wrong with your records. What did you do?',
    ],
    [
      'Last March a client’s van failed the brake test at 6pm. I stayed, swapped the pads and had it back by eight.',
      'Tell me about a time you went beyond your duties.',
    ],
  ])('asks a short case for more, not for a case: %s', (answer, question) => {
    expect(read(answer, question, 'en')).not.toBe('noExample');
  });
});
