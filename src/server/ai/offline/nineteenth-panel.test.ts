// What the reading and the feedback do after the nineteenth frozen panel's read (fortieth session),
// each shape with an answer it applies to and one it does not: a question's kind is the one its
// template was asked with, as the product stores it, not the one its wording suggests; a scene is
// praised only before a story told from it; an adjective cut from a name of two words («Нового» of
// «Нового года») is never quoted as a name; an answer that says what it has only helped with is
// not asked "what will be new here?".
import { describe, expect, it } from 'vitest';
import { readAnswer as read } from './test-panel-reading';
import { analyseAnswer } from './analyse-answer';
import { chooseFeedback } from './feedback';
import { quotableNames } from './named-details';

describe("a question's kind", () => {
  it('is its template’s where the bank asked it, however it is worded', () => {
    const question =
      'В вакансии указано: «ответственность, пунктуальность». Когда в работе это понадобилось вам по-настоящему? Расскажите, что произошло и что вы сделали.';
    const answer =
      'Я всегда прихожу вовремя, для меня это важно. Ответственность и пунктуальность — мои главные качества, я никогда не подводил ни начальство, ни клиентов.';
    expect(read(answer, question).questionKind).toBe('story');
  });

  it('is the one stored when it was asked, if given', () => {
    const question = 'The posting asks for “tidy work”. When has your work really called for that?';
    const reading = analyseAnswer({
      answer: 'I always leave a site cleaner than I found it.',
      language: 'en',
      question,
      questionKind: 'open',
    });
    expect(reading.questionKind).toBe('open');
  });
});

describe('a clear scene', () => {
  const question =
    'The posting also asks for “careful with precious items”. Tell me about a day at work when that was hardest to keep up: what happened, and what did you do?';

  it('is not praised before a routine told in the present', () => {
    const answer =
      "When something precious comes in, I never take it out of the customer's hands at a busy counter. I clear a space, put down a clean sheet and unwrap it with them. I note any existing damage on the ticket and show them, so we both know it was there.";
    expect(chooseFeedback(read(answer, question)).strength).not.toBe('clearSituation');
  });
});

describe('names', () => {
  it('leave out an adjective cut from a name of two words', () => {
    expect(quotableNames(['Нового', 'Люберцах', 'Descor'])).toEqual(['Descor']);
  });
});

describe('what will be new here', () => {
  const question =
    'В вакансии есть задача «монтаж ПВХ и тканевых натяжных потолков в квартирах». Чем похожим вы уже занимались?';

  it('is not asked where the answer says what the candidate has only helped with', () => {
    const answer =
      'Три года в бригаде в Тюмени: квартиры, объектов двадцать в месяц. ПВХ — гарпун, мат и сатин, обводы труб, закладные под точечные и люстры. Тканевые — Descor, штук десять за всё время. Теневой профиль ставил сам, парящий — пока только помогал.';
    expect(chooseFeedback(read(answer, question)).improvement).not.toBe('newHere');
  });

  it('is asked where it says nothing of what is new', () => {
    const answer =
      'Три года в бригаде в Тюмени: квартиры, объектов двадцать в месяц. ПВХ — гарпун, мат и сатин, обводы труб, закладные под точечные и люстры. Тканевые — Descor, штук десять за всё время, тянешь от центров сторон. Теневой профиль ставил сам, в ванных делал глянец.';
    expect(chooseFeedback(read(answer, question)).improvement).toBe('newHere');
  });
});
