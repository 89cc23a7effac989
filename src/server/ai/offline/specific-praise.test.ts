// A strong answer is praised for what makes it strong, quoted whole from it, and only where the
// sentence mechanically is what the praise calls it.
import { describe, expect, it } from 'vitest';
import { analyseAnswer } from './analyse-answer';
import { writeFeedback } from './feedback';

const praiseOf = (answer: string, language: 'en' | 'ru', question: string) =>
  analyseAnswer({ answer, language, question }).praise ?? null;

describe('specificPraise', () => {
  it('quotes the habit a story ends on, in English and Russian, from the clause that holds it', () => {
    expect(
      praiseOf(
        'Last spring a diabetic patient went hypo in the chair while the dentist was prepping a crown. I saw her go pale and sweaty, stopped the dentist, got the glucose gel from the emergency kit and kept her talking until she came round. I wrote it up in the emergency log, and since then I ask every diabetic patient what they have eaten when I bring them through.',
        'en',
        'Tell me about a time you dealt with a medical emergency.',
      ),
    ).toEqual({
      key: 'praiseChange',
      quote:
        '…and since then I ask every diabetic patient what they have eaten when I bring them through',
    });
    expect(
      praiseOf(
        'Был Kia Ceed, троил на холодную. Я поменял свечи и катушку, клиент уехал, через неделю вернулся с тем же. Тогда я переставил форсунки первого и третьего цилиндров, и ошибка переехала. Поменяли форсунку, машина ездит. С тех пор при пропусках всегда сначала меняю элементы местами, а уже потом заказываю запчасти.',
        'ru',
        'Расскажите о случае, когда ремонт не помог с первого раза.',
      ),
    ).toEqual({
      key: 'praiseChange',
      quote:
        'С тех пор при пропусках всегда сначала меняю элементы местами, а уже потом заказываю запчасти',
    });
  });

  it('never praises as a change a job held since, or how things went since', () => {
    const praise = praiseOf(
      'In my first year I coached a Sunday league team of twelve-year-olds and one boy kept getting left out of the passing. I built drills where every player had to touch the ball before a shot and talked to the captain. By the end of the season he was starting every game. Since then I have been working as a gym instructor at a council leisure centre.',
      'en',
      'Tell me about a time you helped someone improve.',
    );
    expect(praise?.key).not.toBe('praiseChange');
    // Nor a course finished since, with "now" in it (round 58).
    expect(
      praiseOf(
        'On my first placement a patient collapsed in the waiting room and I started compressions until the crew took over. He survived. Since then I have been doing my preceptorship and I am nearly at the end of it now.',
        'en',
        'Tell me about a time you handled an emergency.',
      )?.key,
    ).not.toBe('praiseChange');
  });

  it('quotes the outcome with its figure where the answer ends, never a scene set with one', () => {
    expect(
      praiseOf(
        'Fresh waste in my store was the worst in the area. I started checking the markdown times myself every evening, moved the reductions to 4 pm and trained two supervisors to do the count. As a result, after three months fresh waste fell to 2% and sales grew by 5%.',
        'en',
        'Tell me about a time you improved a result in your store.',
      ),
    ).toEqual({
      key: 'praiseOutcome',
      quote: 'As a result, after three months fresh waste fell to 2% and sales grew by 5%',
    });
    expect(
      praiseOf(
        'I keep the colour bar stocked and check it before we open. At my last salon I noticed we kept running out of 6% developer on Saturdays, so I started a stock check on Fridays.',
        'en',
        'How would you keep your section running in your first month?',
      )?.key,
    ).not.toBe('praiseOutcome');
  });

  it('quotes the real case a method is backed with, never a condition or a case that opens it', () => {
    const method = 'How do you check your own work before you hand it over?';
    expect(
      praiseOf(
        'I go round every bolt with the torque wrench in the same order and mark each one with a paint pen, then I get a second person to look at the marks. Last year this caught a brake caliper I had fitted with one retaining pin missing.',
        'en',
        method,
      ),
    ).toEqual({
      key: 'praiseCase',
      quote: 'Last year this caught a brake caliper I had fitted with one retaining pin missing',
    });
    expect(
      praiseOf(
        'Сверяю каждую цифру с первичкой и акты сверки с поставщиками. Если успели до дня подачи декларации в прошлом квартале, вычет можно заявить, это важно не потерять.',
        'ru',
        'Как вы проверяете цифры в отчёте, прежде чем он уйдёт руководству?',
      )?.key,
    ).not.toBe('praiseCase');
  });

  it('is said in the feedback of a strong answer, in its language’s quotation marks', () => {
    const answer =
      'Был Kia Ceed, троил на холодную. Я поменял свечи и катушку, клиент уехал, через неделю вернулся с тем же. Тогда я переставил форсунки первого и третьего цилиндров, и ошибка переехала. Поменяли форсунку, машина ездит. С тех пор при пропусках всегда сначала меняю элементы местами, а уже потом заказываю запчасти.';
    const evidence = analyseAnswer({
      answer,
      language: 'ru',
      question: 'Расскажите о случае, когда ремонт не помог с первого раза.',
    });
    const feedback = writeFeedback({ ...evidence, score: 90 }, { language: 'ru', seed: 1 });
    expect(feedback).toContain(
      '«С тех пор при пропусках всегда сначала меняю элементы местами, а уже потом заказываю запчасти»',
    );
    expect(feedback).not.toContain('так же подробно');
  });
});
