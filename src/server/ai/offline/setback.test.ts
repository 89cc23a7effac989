import { describe, expect, it } from 'vitest';
import { analyseAnswer } from './analyse-answer';
import { chooseFeedback } from './feedback';
import { toldSetback } from './setback';

describe('a setback told as it happened (setback.ts)', () => {
  it.each([
    ['en', 'At first the glaze would not set, so I asked the head baker to watch me do it.'],
    ['en', "The first few weeks I couldn't keep up with the tills on a Saturday."],
    ['en', 'It took me a while to get the rota right, but by spring nobody was double-booked.'],
    ['ru', 'Первые две недели не успевала за потоком, потом привыкла.'],
    ['ru', 'Сначала у меня ничего не выходило с тестом на круассаны.'],
    ['ru', 'С новой кассовой программой разобралась не сразу.'],
  ] as const)('is found in %s: %s', (language, answer) => {
    expect(toldSetback(answer, language)).toBe(true);
  });

  it.each([
    // A beginning with nothing that went wrong, or a negation long after the start.
    ['en', 'At first I check the bookings, then I set the tables for the evening.'],
    ['en', 'I started on the tills. Nobody complained about the queues that summer.'],
    ['en', 'First, I never leave a ladder unattended.'],
    ['ru', 'Сначала проверяю записи, потом готовлю зал к вечеру.'],
    ['ru', 'Я начинала на кассе. Жалоб на очереди за то лето не было.'],
  ] as const)('is not found in %s: %s', (language, answer) => {
    expect(toldSetback(answer, language)).toBe(false);
  });
});

describe('follow-ups after a setback or an answer full of its own detail (round-33 reads)', () => {
  it.each([
    [
      'en',
      'Tell me about your experience of running a hotel breakfast service.',
      'I ran breakfasts at a guest house near the station for a year and a half. At first the eggs were never ready when the first guests came down, and I had complaints. I moved the prep to the night before and started the hot plate twenty minutes earlier, and the mornings settled down.',
    ],
    [
      'ru',
      'Расскажите о своём опыте работы на завтраках в отеле.',
      'Полтора года вела завтраки в гостинице у вокзала. Сначала яичница никогда не была готова к первым гостям, были жалобы. Я перенесла заготовку на вечер и стала включать плиту на двадцать минут раньше, и утра наладились.',
    ],
  ] as const)(
    'does not ask what was hardest after a setback told without a word for "hard" (%s)',
    (language, question, answer) => {
      const evidence = {
        ...analyseAnswer({ answer, language, question }),
        questionCategory: 'background' as const,
        questionKind: 'open' as const,
        score: 60,
      };
      expect(evidence.namesDifficulty).toBe(true);
      expect(chooseFeedback(evidence).improvement).not.toBe('prepareHardPart');
    },
  );

  const motivation = (answer: string, language: 'en' | 'ru') => ({
    ...analyseAnswer({ answer, language }),
    questionCategory: 'motivation' as const,
    questionKind: 'open' as const,
    score: 62,
    reasons: ['a', 'b'],
  });

  it.each([
    [
      'en',
      'In the first year I want to be signed off on the Hurst lifting gear and the Lucas cutter, which I have only used twice at Aldbury. I did four years as a retained firefighter at Aldbury station, around 60 shouts a year, and I ran the station’s school visits for two of them, so the community work in your posting is where I can help from day one. By month six I would like my LGV licence, and by the end of the year my first aid instructor course with St John.',
    ],
    [
      'ru',
      'В первый год хочу сдать на допуск к гидравлическому инструменту «Спрут», с которым работала только дважды в ПЧ-14. Четыре года я была добровольным пожарным в ПЧ-14, около 60 выездов в год, и два года вела там занятия для школ, так что профилактика из вашей вакансии — то, чем я буду полезна с первого дня. К шестому месяцу хочу получить категорию C, а к концу года пройти курс инструктора первой помощи в Красном Кресте.',
    ],
  ] as const)(
    'does not ask what the candidate would bring after a motivation answer full of its own names and figures (%s)',
    (language, answer) => {
      const evidence = motivation(answer, language);
      expect(evidence.specifics).toBeGreaterThanOrEqual(10);
      // Pressed on one of its points, or its named gap owned, not asked "what you did there" of a
      // plan (its tenure, "I did four years as…", is no step of its own to quote).
      expect(['prepareDepthPlan', 'gapNamed']).toContain(chooseFeedback(evidence).improvement);
    },
  );

  it.each([
    [
      'en',
      'I want to be part of a team that helps people, and the shifts suit me. I like that the job is different every day and that you are out in the community. I think it would be a good place to learn and grow over the next few years, and I would like to do more courses.',
    ],
    [
      'ru',
      'Хочу работать в команде, которая помогает людям, и график мне подходит. Нравится, что каждый день не похож на другой и что работаешь с людьми, а не с бумагами. Думаю, здесь можно многому научиться за ближайшие несколько лет, и хотелось бы со временем пройти ещё какие-нибудь курсы и расти дальше вместе с командой.',
    ],
  ] as const)(
    'still asks a motivation answer with nothing of its own work in it what it would bring (%s)',
    (language, answer) => {
      expect(chooseFeedback(motivation(answer, language)).improvement).toBe('bringToRole');
    },
  );
});
