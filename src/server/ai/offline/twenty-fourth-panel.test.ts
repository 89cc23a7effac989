// What the questions and the feedback do after the twenty-fourth frozen panel's read (forty-fifth
// session), each shape with a case it applies to and one it does not: a mood told of someone by
// name or role ("the husband was still a bit grumpy"), or the work accepted («принял без
// замечаний»), is how the person took it; «Вывод простой: …» and «Больше так не делал» are a
// lesson; «два года так работал» is work brought; a scene named only to say it has not happened
// there ("I haven't needed it at work yet") is no scene; what was "seen most" at a last job is a
// habit, not one occasion; "I mostly helped" is no act of the candidate's to quote; a duty's
// scenario asks for the problem that comes up most often, not for "something not as it should be",
// and never of a post for someone new to the work.
import { describe, expect, it } from 'vitest';
import { analyseAnswer } from './analyse-answer';
import { chooseFeedback } from './feedback';
import { followUpOf } from './question-follow-up';
import { tellsOwnWork } from './own-work';
import { readAnswer as read } from './test-panel-reading';
import { findOccasion } from './occasion';
import { findKeyDeed } from './key-deed';
import { findDeedPoint } from './press-point';
import { generateQuestions } from './generate-questions';

const MISTAKE_RU =
  'Расскажите о своей ошибке на работе: как вы её обнаружили и что сделали дальше.';

const settledAsked = (answer: string, language: 'en' | 'ru') =>
  followUpOf('settledSign', { answer, language }).questionFollowUp !== null;

describe('how the person took it', () => {
  const hedge =
    "A customer rang to complain that the hedge plants I'd sold him had died within a month. I said sorry, checked the receipt and walked round the plot with him. The roots had dried out in the heatwave, so I replaced six of them and showed him how to water them in.";
  it('is not asked where a mood is told of them by name or role', () => {
    expect(
      settledAsked(`${hedge} The husband was still a bit grumpy but his wife was happy.`, 'en'),
    ).toBe(false);
    expect(settledAsked(`${hedge} In the end the kids were delighted.`, 'en')).toBe(false);
  });

  it('is not asked where the work was accepted', () => {
    const screed =
      'Прошлой зимой прораб был недоволен стяжкой: на углу была волна. Я сам снял уровень, показал ему перепад и переделал участок за вечер.';
    expect(settledAsked(`${screed} Прораб принял без замечаний.`, 'ru')).toBe(false);
    expect(settledAsked(`${screed} Претензий больше не было.`, 'ru')).toBe(false);
  });

  it('is still asked where the story ends on what the candidate did', () => {
    expect(settledAsked(hedge, 'en')).toBe(true);
    expect(
      settledAsked(
        'Прошлой зимой прораб был недоволен стяжкой: на углу была волна. Я сам снял уровень и переделал участок за вечер.',
        'ru',
      ),
    ).toBe(true);
  });
});

describe('a lesson told as a conclusion', () => {
  const story =
    'Как-то я перепутал партии и отгрузил клиенту не тот цвет плитки. Заметил на следующий день по накладной, сам позвонил клиенту и на своей машине отвёз правильную партию.';
  it('is read as a lesson, so "what would you do differently?" is not asked', () => {
    expect(
      read(`${story} Вывод простой: сверяю номер партии до погрузки.`, MISTAKE_RU).lessons,
    ).not.toEqual([]);
    expect(read(`${story} Больше так не делал.`, MISTAKE_RU).lessons).not.toEqual([]);
  });

  it('is not read into a story without one', () => {
    expect(read(story, MISTAKE_RU).lessons).toEqual([]);
  });
});

describe('work brought to a job', () => {
  it('is read in «два года так работал»', () => {
    expect(tellsOwnWork('График 2/2 с ночами знаю: два года так работал на фабрике.', 'ru')).toBe(
      true,
    );
    expect(tellsOwnWork('Три года там работала на раздаче.', 'ru')).toBe(true);
  });

  it('is not read in a span not worked', () => {
    expect(tellsOwnWork('Два года не работал, сидел с ребёнком.', 'ru')).toBe(false);
  });
});

describe('a scene named only to deny it', () => {
  const question =
    'The posting asks for “confident around horses”. When has your work really called for that? Tell me what happened and what you did.';
  it('is no scene to praise', () => {
    const evidence = read(
      "I haven't needed it at work yet, but I've ridden since I was ten and I groomed and tacked up at the riding school.",
      question,
    );
    expect(evidence.star.situation).not.toContain('at work');
    expect(chooseFeedback(evidence).strength).not.toBe('clearSituation');
  });

  it('is a scene where it is told', () => {
    const evidence = read(
      'Last winter at work a pony spooked in the yard and pulled free. I stayed calm, walked round to its shoulder, talked to it and took the rope, then led it back to its stable.',
      question,
    );
    expect(evidence.star.situation.length).toBeGreaterThan(0);
  });
});

describe('what was seen most at a last job', () => {
  it('is a habit, not one occasion', () => {
    expect(
      findOccasion(
        "That's the mistake I saw most at my last warehouse: pallets stacked past the line. I moved them back every morning.",
        'en',
      ),
    ).toBeNull();
    expect(
      findOccasion(
        'Чаще всего на прошлом складе ошибались с паллетами. Я перекладывал их каждое утро.',
        'ru',
      ),
    ).toBeNull();
  });

  it('leaves one time at a last job an occasion', () => {
    expect(
      findOccasion(
        'At my last warehouse a driver stacked pallets past the line. I stopped the forklift and moved them back.',
        'en',
      ),
    ).not.toBeNull();
  });
});

describe('a minor part owned as such', () => {
  it("is not quoted as the candidate's act", () => {
    const answer =
      'Был случай с рекламацией. Начальник смены взял меня с собой к заказчику. Я в основном помогал, разговаривал начальник. Мы нашли, что детали тёрлись в таре, и стали класть прокладки. Больше претензий не было.';
    expect(findKeyDeed(answer, { language: 'ru', context: '' }) ?? '').not.toMatch(/помогал/u);
    expect(findDeedPoint(answer, 'ru') ?? '').not.toMatch(/помогал/u);
  });

  it('leaves help that is the act itself', () => {
    const answer =
      'A new starter froze on her first late shift. I helped her close the till, counted the float with her and showed her the cash-up sheet.';
    expect(findKeyDeed(answer, { language: 'en', context: '' })).toMatch(
      /helped her close the till/u,
    );
  });
});

describe("a duty's own scenario", () => {
  const posting = (extra: string) => `Marina Assistant
${extra}
Duties:
- Berthing and mooring visiting and resident boats
- Running the fuel pontoon and taking payments
- Answering VHF Channel 80 and the phone
- Daily pontoon checks and security patrols
- Dealing with customers' queries and complaints politely and professionally
- Keeping the facilities clean
Requirements:
- Boat handling experience; RYA Powerboat Level 2
- Good customer service skills`;
  const asked = (description: string, language: 'en' | 'ru') =>
    generateQuestions({
      jobTitle: 'Marina Assistant',
      jobDescription: description,
      language,
    } as never);

  it('asks for the problem that comes up most often, never "something not as it should be"', () => {
    const interviews = ['', 'Seasonal overtime available.', 'Full time, permanent.'].map((extra) =>
      asked(posting(extra), 'en').join('\n'),
    );
    expect(interviews.join('\n')).not.toMatch(/not as it should be/u);
    expect(interviews.some((text) => /comes up most often/u.test(text))).toBe(true);
  });

  it('is not asked of a post for someone new to the work', () => {
    const text = asked(posting('No experience needed — full training given.'), 'en').join('\n');
    expect(text).not.toMatch(/comes up most often/u);
  });

  it('asks the same in Russian', () => {
    const ru = `Матрос-швартовщик
Обязанности:
— швартовка и отшвартовка судов у причалов марины;
— заправка судов топливом и приём оплаты на заправочном понтоне;
— ежедневный обход причалов и проверка швартовых концов;
— ведение журнала стоянок и бронирований;
— помощь бригаде при подъёме судов краном;
— уборка территории и санузлов.
Требования: опыт работы на воде от 1 года, права на маломерное судно.`;
    const text = [
      '',
      'График 2/2.',
      'Официальное оформление.',
      'Сезонная работа.',
      'Оплата раз в две недели.',
    ]
      .map((extra) =>
        generateQuestions({
          jobTitle: 'Матрос-швартовщик',
          jobDescription: `${ru}\n${extra}`,
          language: 'ru',
        } as never).join('\n'),
      )
      .join('\n');
    expect(text).not.toMatch(/идёт не так, как должно/u);
    expect(text).toMatch(/возникает чаще всего/u);
  });
});

// The reading the coach stores (analyseAnswer) holds the lesson the feedback reads.
describe('the stored reading', () => {
  it('holds the lesson told as a conclusion', () => {
    const answer =
      'Как-то я перепутал партии и отгрузил клиенту не тот цвет плитки. Заметил по накладной и сам отвёз правильную партию. Вывод простой: сверяю номер партии до погрузки.';
    expect(analyseAnswer({ answer, language: 'ru', question: MISTAKE_RU }).lessons).toContain(
      'вывод простой',
    );
  });
});
