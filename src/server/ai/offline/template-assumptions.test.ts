import { describe, expect, it } from 'vitest';
import { findAssumptions, postingAllows } from './template-assumptions';

describe('postingAllows', () => {
  it('asks about the public only where the posting has people it serves', () => {
    const question =
      'Someone who relies on your work — a customer, a member of the public, a colleague — is unhappy with it. How do you handle it?';
    expect(findAssumptions(question)).toEqual(['public']);
    expect(
      postingAllows(question, 'Tree planting crew. You will plant 1,500 seedlings a day.'),
    ).toBe(false);
    expect(postingAllows(question, 'Ticket office. You will help visitors plan their day.')).toBe(
      true,
    );
    const russian = 'Как вы готовите свою станцию перед сменой, чтобы наплыв гостей прошёл гладко?';
    expect(
      postingAllows(russian, 'Хлебозавод ищет пекаря на ночные смены: замес, формовка, выпечка.'),
    ).toBe(false);
    expect(postingAllows(russian, 'Кафе ищет повара: завтраки для гостей отеля.')).toBe(true);
  });

  it('asks about teaching an apprentice only where the posting says the job trains or leads others', () => {
    const question =
      'An apprentice or new colleague keeps making the same mistake on the job. How do you handle it?';
    expect(postingAllows(question, 'Assistant mechanic, working under the head mechanic.')).toBe(
      false,
    );
    expect(postingAllows(question, 'Senior fitter. You will mentor two apprentices.')).toBe(true);
  });

  it('lets a question that takes nothing for granted be asked of any job', () => {
    expect(
      findAssumptions('Tell me about a mistake you made at work and what you did next.'),
    ).toEqual([]);
    expect(postingAllows('Tell me about a mistake you made at work.', '')).toBe(true);
  });
});
