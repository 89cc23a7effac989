// What the questions and the feedback do after the twenty-fifth frozen panel's read (forty-sixth
// session), each shape with a case it applies to and one it does not: a number inside a hyphened
// word ("a four-claw setting") is a number; what someone named earlier did in the end ("The lady
// rebooked…", «Клиентка потом посоветовала нас соседке») is how it ended for them; a sentence that
// opens on someone else acting («Ветеринар приехал…, потом я…») and a noun that ends like a verb
// («журнал») are not the candidate's steps; a routine told "in every car", "you had to…" is no one
// time; a hedged first sentence is no clear scene; "I learned something" is no lesson; lasting to
// the end is no outcome; words that take back what was told are named to drop; the step-by-step
// question asks what is done when a check finds something; «обучение» is no pupil.
import { describe, expect, it } from 'vitest';
import { chooseFeedback } from './feedback';
import { countSpecifics } from './specifics';
import { followUpOf } from './question-follow-up';
import { findUndersell } from './undersell';
import { toldAsHabit } from './habit-told';
import { findPressPoint } from './press-point';
import { feedbackOf, readAnswer as read } from './test-panel-reading';
import { generateQuestions } from './generate-questions';

const settledAsked = (answer: string, language: 'en' | 'ru') =>
  followUpOf('settledSign', { answer, language }).questionFollowUp !== null;

describe('a number inside a hyphened word', () => {
  it('counts as a number, so the answer is not told it has none', () => {
    expect(countSpecifics('I reset a worn platinum four-claw under the loupe.', 'en')).toBe(1);
    expect(countSpecifics('We waited for a two-week delivery of glass.', 'en')).toBeGreaterThan(0);
    expect(countSpecifics('I reset a worn platinum claw under the loupe.', 'en')).toBe(0);
  });
});

describe('how it ended for the other person', () => {
  const tiles =
    'Прошлой весной хозяйка дома позвонила очень злая: в ванной отошла плитка над ванной. Я приехал сам, снял три плитки и увидел, что клей положили пятнами. Переложил участок на сплошной слой за свой счёт.';
  it('is not asked where someone named before acts in the last sentences', () => {
    expect(settledAsked(`${tiles} Хозяйка потом позвала нас делать кухню.`, 'ru')).toBe(false);
    const boiler =
      'A customer rang to say the boiler I had serviced was losing pressure. I went back that evening, found a weeping valve I had missed and replaced it.';
    expect(settledAsked(`${boiler} The customer booked us again for the spring.`, 'en')).toBe(
      false,
    );
  });

  it('is still asked where the story ends on what the candidate did', () => {
    expect(settledAsked(tiles, 'ru')).toBe(true);
    expect(settledAsked(`${tiles} Через неделю всё проверил ещё раз.`, 'ru')).toBe(true);
  });
});

describe('whose steps a sentence tells', () => {
  const question = 'Расскажите о случае, когда вам пришлось работать без выходных. Что вы делали?';
  it('does not quote someone else named first as the candidate', () => {
    const vet =
      'Два месяца был карантин на конюшне, никого не пускали. Ветеринар приезжал раз в неделю, смотрел журнал, проверял денники. Лошади не заболели.';
    expect(read(vet, question).stepQuote ?? '').not.toContain('Ветеринар');
    const later =
      'Весной у кобылы распухла нога. Ветеринар приехал вечером, сказал, что это нарыв, вскрыл, потом я ему неделю делал ванночки и повязки. Через неделю она уже ходила.';
    expect(read(later, question).stepQuote ?? '').not.toContain('Ветеринар');
  });

  it('still quotes the candidate steps told with the object first', () => {
    const own =
      'Прошлой зимой остался на участке один на две недели. Заготовки резал с утра, рамы варил после обеда, журнал заполнял в конце смены. Всё сдали в срок.';
    expect(read(own, question).stepQuote).toContain('рамы варил');
  });
});

describe('a routine told as what always happened', () => {
  it('is no one time', () => {
    expect(
      toldAsHabit(
        'Probably at the garden centre, because customers there expect it spotless. We had to sweep every aisle before opening and the tills were counted twice. If you left a mess you would hear about it. And you had to be on time, because the deliveries came at seven. I got used to it.',
        'en',
      ),
    ).toBe(true);
  });

  it('is not read into a story told with "I\'d said"', () => {
    expect(
      toldAsHabit(
        'At my last job we did deliveries, so I would be in people’s houses. One man had had a bad experience with muddy boots. So I wore covers and came back at the time I’d said. He rang the office to say thanks. I always take covers now.',
        'en',
      ),
    ).toBe(false);
  });
});

describe('the scene praised as clear from the first sentence', () => {
  const question =
    'Tell me about a time a customer was unhappy with your work. What happened and what did you do?';
  const story =
    'a customer on the Ford counter, who had waited an hour for a bulb. I apologised, fitted it myself in the car park and knocked the fee off. He came back the next month for his MOT.';
  it('is not said where the first sentence hedges it', () => {
    expect(chooseFeedback(read(`Probably at Halfords, with ${story}`, question)).strength).not.toBe(
      'clearSituation',
    );
  });
});

describe('a lesson', () => {
  const question = 'Tell me about a disagreement with a colleague and how you resolved it.';
  const story =
    'At my last bakery a colleague wanted to prove the rye overnight and I thought it would over-prove. We asked the head baker, who said try his way and check it at five. It was fine.';
  it('is not read where only "I learned something" is said', () => {
    expect(read(`${story} So I learned something.`, question).lessons).toEqual([]);
  });

  it('is read where what was learned is said', () => {
    expect(
      read(`${story} I learned that rye in a cold room needs the longer prove.`, question).lessons,
    ).not.toEqual([]);
  });
});

describe('lasting to the end', () => {
  const question =
    'Tell me about a long or tiring stretch of work. How did you keep your standards up?';
  it('is neither praised as how it ended nor pressed on as a choice', () => {
    const answer =
      'Last harvest we picked for three weeks without a day off, twelve hours a day. I slept when I could and ate properly. The crew was good and we joked a lot. By the end I was barely standing, but I got through the season.';
    expect(chooseFeedback(read(answer, question)).improvement).not.toBe('praiseOutcome');
    expect(findPressPoint(answer, 'en') ?? '').not.toContain('got through');
  });
});

describe('words that take back what was told', () => {
  it('are found where they undersell the answer, not where they tell what happened', () => {
    expect(
      findUndersell('Поменял замок, проверил ключи. Ничего особенного, обычная работа.', 'ru'),
    ).toBe('Ничего особенного');
    expect(
      findUndersell(
        'Before that I did some labouring on sites, but it probably doesn’t count.',
        'en',
      ),
    ).toBe('it probably doesn’t count');
    expect(
      findUndersell('The patient felt nothing special during the injection.', 'en'),
    ).toBeNull();
    expect(findUndersell('Уточню, что у вас не считается гарантийным случаем.', 'ru')).toBeNull();
  });

  it('are named to drop in place of praise of the steps', () => {
    const answer =
      'Работал кладовщиком два года на складе стройматериалов в Подольске. Принимал машины, сверял накладные с фактом, размещал паллеты по ячейкам, раз в месяц делал инвентаризацию своего ряда. Сам вёл остатки в 1С и собирал заказы для бригад. До этого грузчиком немного был, но это, наверное, не считается.';
    const text = feedbackOf(
      answer,
      'В вакансии указано: «опыт работы на складе от 1 года». Где вы получили этот опыт и что делали там сами?',
    );
    expect(text).toContain('«наверное, не считается»');
  });
});

describe('the step-by-step question', () => {
  const question =
    'The posting lists “cutting and fitting skirting boards”. How do you do this well, step by step, and what do you check along the way?';
  const steps =
    'First I measure each wall twice, at the top and the bottom, and mark the board in pencil with the long point of the mitre. Then I cut the mitres on the saw a hair long and dry-fit them before any glue goes on. I check each joint against the corner with a square and look along the top edge for gaps. Last I glue and pin them and fill the pin holes.';
  it('asks what is done when a check finds something', () => {
    expect(chooseFeedback(read(steps, question)).improvement).toBe('checkFound');
  });

  it('does not ask it where the answer says so already', () => {
    expect(
      chooseFeedback(read(`${steps} If a joint is not tight, I recut it.`, question)).improvement,
    ).not.toBe('checkFound');
  });
});

describe('a posting that serves the public', () => {
  const crew = (extra: string) =>
    `Рыболовецкая артель приглашает матросов на путину.\n\nОбязанности:\n- постановка и выборка сетей;\n- обработка улова на борту;\n- швартовка и уход за палубным оборудованием.\n\nТребования:\n- опыт на промысле от сезона (рассматриваем и после обучения)${extra}.`;
  const asked = (description: string) =>
    generateQuestions({
      jobTitle: 'Матрос-рыбак',
      jobDescription: description,
      language: 'ru',
    }).some((text) => text.includes('клиент, посетитель'));
  it('is not read from «обучение»', () => {
    expect(asked(crew(''))).toBe(false);
  });
});

describe('a compact answer told without «я»', () => {
  const question =
    'В вакансии указано: «контроль состояния рыбы». Где в вашей работе это уже было нужно и что именно вы делали?';
  it('names the act an interviewer will pick up on, not one detail of nothing', () => {
    const answer =
      'Весной на садках заметил, что в одном садке форель трётся о сетку и жабры бледные. Отловил пять рыб, отнёс ихтиопатологу — оказался костиоз. Сделали солевые ванны, кормление снизили на три дня, отход дальше не пошёл.';
    const reading = read(answer, question);
    expect(reading.keyDeed).toBeNull();
    expect(reading.depthDeed).toContain('отловил пять рыб');
  });

  it('reads no such act where someone else acts before it', () => {
    const answer =
      'Весной на садках форель тёрлась о сетку. Мастер позвал ихтиопатолога, он отловил пять рыб и отнёс на анализ. Сделали солевые ванны, отход дальше не пошёл.';
    expect(read(answer, question).depthDeed ?? '').not.toContain('отловил');
  });
});
