// The first concrete step of an answer told as what the candidate would do is quoted as praise;
// a thought, a condition, a later step or a past event is not called the first step.
import { describe, expect, it } from 'vitest';
import { planSentence } from './plan-praise';
import { answerSentences } from './clauses';

describe('the first step of a plan', () => {
  it.each([
    {
      language: 'en' as const,
      answer:
        "First I'd export the list of all twenty and sit down with the sales progressor, because they know more than the notes. Then I'd ring every buyer that week.",
      step: "First I'd export the list of all twenty and sit down with the sales progressor, because they know more than the notes.",
    },
    {
      language: 'en' as const,
      answer:
        "I'd stop serving them alcohol, tell the Senior, and speak to them quietly and at eye level. Most people calm down.",
      step: "I'd stop serving them alcohol, tell the Senior, and speak to them quietly and at eye level.",
    },
    {
      language: 'ru' as const,
      answer:
        'Сначала позвоню поставщику и попробую понять, реально ли неделя или можно быстрее. Потом предупрежу клиента.',
      step: 'Сначала позвоню поставщику и попробую понять, реально ли неделя или можно быстрее.',
    },
  ])('quotes “$step”', ({ language, answer, step }) => {
    expect(planSentence(answerSentences(answer), language)).toBe(step);
  });

  it.each([
    // An opinion, a condition, a step that comes later, what was done, a filler word.
    {
      language: 'en' as const,
      answer: "I think you've got to be firm about it but not rude, and explain why.",
    },
    {
      language: 'en' as const,
      answer: "If it happens again I'd ring the office first and wait for the recovery truck.",
    },
    {
      language: 'en' as const,
      answer:
        "It depends on the job. Then I'd write up a simple template so the next person doesn't inherit it.",
    },
    {
      language: 'ru' as const,
      answer: 'Сразу сказал шефу и предложил: соус делаю первым, пюре будет к пяти.',
    },
    {
      language: 'ru' as const,
      answer: 'Ну ходовой я делал очень много, это у нас основная работа была.',
    },
  ])('finds no first step in “$answer”', ({ language, answer }) => {
    expect(planSentence(answerSentences(answer), language)).toBeNull();
  });
});
