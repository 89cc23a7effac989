import { describe, expect, it } from 'vitest';
import { analyseAnswer } from './analyse-answer';
import { chooseFeedback, writeFeedback } from './feedback';
import { turnQuote } from './turn-praise';

describe('the candidate’s own action praised in place of a line that names nothing (round 87)', () => {
  it.each([
    ['I pulled straight back in', true],
    ['I knocked with the Racing Post', true],
    ['я пошёл к их бригадиру', true],
    ['я спокойно показала ему дату на экране', true],
    // A feeling, an effort, a decision not to act, the slip itself, time served: no deed to praise.
    ['я сначала растерялась', false],
    ['я старалась приходить выспавшейся', false],
    ['I decided not to turn her away', false],
    ['I just kept going really', false],
    ['I just wrote it down when she was busy', false],
    ['я не очень хорошо провела встречу', false],
    ['я проработал около двух с половиной лет', false],
    ['I started with a firm in Leeds', false],
    ['я давно для себя решила', false],
    ['I sorted them by', false],
    // Another's verb opening a Russian clause: not the candidate's.
    ['показал на свету', false],
  ])('“%s” is a deed of the candidate’s own to praise: %s', (quote, praised) => {
    expect(turnQuote({ keyDeed: quote }) !== null).toBe(praised);
  });

  const story = {
    en: {
      question:
        'Tell me about a time you noticed a safety problem with your vehicle or load before it caused trouble. What happened next?',
      answer:
        "This was peak two years ago at my last depot. They'd added a lot of business drops to my route, including forty-odd cases of bottled water for an office and two big flat-pack wardrobes. When I pulled off the bay the steering felt light and the back was sitting really low. I pulled straight back in. The shift manager wanted me to go, said they all go out like that in December. I said I'm the one whose licence it is and I'm not driving it until we know. The yard shares a weighbridge with the haulier next door, so we ran it over: just under 3.9 tonnes on a 3.5-tonne van. We took off the water and the wardrobes, they went out next morning on a 7.5-tonner, and I left about forty minutes late. After that the depot made a rule that any route with bulk water gets a weight check before it leaves.",
      // Either decisive act (round 101: both readers marked each true and useful).
      quote: /“I pulled straight back in”|“I said I'm the one whose licence it is”/u,
    },
    ru: {
      question:
        'Расскажите о случае, когда пришлось договариваться с другой бригадой на объекте. Что вы сделали?',
      answer:
        'Прошлой осенью мы штукатурили подъезд, а электрики из другой бригады каждый день штробили уже готовые стены. Я сначала просил их ребят предупреждать, но толку не было. Тогда я пошёл к их бригадиру с планом разводки. Мы сели и за полчаса расписали, какие стены они штробят до нас, а какие мы оставляем открытыми. Через неделю переделок больше не было, и прораб взял нашу схему для других подъездов.',
      quote: /«я пошёл к их бригадиру с планом разводки»/u,
    },
  } as const;

  it.each(['en', 'ru'] as const)(
    'quotes the deed of a strong case where the feedback would say "keep this level" (%s)',
    (language) => {
      const { question, answer, quote } = story[language];
      const evidence = analyseAnswer({ answer, language, question });
      const unpraised = { ...evidence, praise: null, score: 86 };
      expect(chooseFeedback(unpraised).improvement).toBe('praiseTurn');
      expect(writeFeedback(unpraised, { language, seed: 0 })).toMatch(quote);
      // Below a middling score nothing is praised in its place.
      expect(chooseFeedback({ ...unpraised, score: 40 }).improvement).not.toBe('praiseTurn');
    },
  );

  it('never praises a duty of past work as a moment, after a question about experience', () => {
    const answer =
      'The closest is the three years I spent as a labourer with a scaffolding firm in Leeds. I loaded and unloaded the wagon, passed fittings and boards up to the lads, and by the end I was tying in and putting up simple independents with the chargehand watching. I kept the yard tidy and did the tag checks with him on Fridays.';
    const evidence = analyseAnswer({
      answer,
      language: 'en',
      question:
        'Which of your previous jobs is closest to this Scaffolder position, and what were you responsible for there?',
    });
    expect(chooseFeedback({ ...evidence, praise: null }).improvement).not.toBe('praiseTurn');
  });
});

describe('a short answer asked to open up its own deed (rounds 89–90)', () => {
  const question = 'Tell me about a disagreement with a colleague and how you resolved it.';
  const ruQuestion =
    'Расскажите о случае, когда пришлось быстро приспособиться к переменам на работе.';
  const said = (answer: string, language: 'en' | 'ru', q: string) => {
    const evidence = analyseAnswer({ answer, language, question: q });
    return {
      improvement: chooseFeedback({ ...evidence, praise: null }).improvement,
      text: writeFeedback({ ...evidence, praise: null }, { language, seed: 0 }),
    };
  };

  it('names the deed to tell at more length, in both languages', () => {
    const en = said(
      'A loader kept putting my bulky parcels at the bottom of the cage; I showed him how I load my van and why, and after that we got on fine.',
      'en',
      question,
    );
    expect(en.improvement).toBe('sayMoreOn');
    expect(en.text).toContain('“I showed him how I load my van”');
    const ru = said(
      'Когда нас перевели с бумажных отчётов на приложение, я попросила коллегу показать основное, и за пару дней разобралась.',
      'ru',
      ruQuestion,
    );
    expect(ru.improvement).toBe('sayMoreOn');
    expect(ru.text).toContain('«я попросила коллегу показать основное»');
  });

  it('does not ask how where the answer goes on to say how', () => {
    // A list after a colon, and more steps of the candidate's after it (round 89, both readers).
    expect(
      said(
        'When our crew leader went off injured mid-job, I ran the crew for six weeks: re-measured, ordered the materials, dealt with the customer, and got the boss out to check my first dormer.',
        'en',
        question,
      ).improvement,
    ).not.toBe('sayMoreOn');
    expect(
      said(
        'Напарница уехала на пятый день, и неделю я вела двадцать семь детей одна. Назначила дежурных командиров из ребят и договорилась со старшим вожатым, что он приходит на отбой.',
        'ru',
        ruQuestion,
      ).improvement,
    ).not.toBe('sayMoreOn');
  });

  it('never quotes as the candidate’s own what was done together with others', () => {
    const { text } = said(
      'Mid-tech the revolve failed and the engineer needed two days. The SM, the director and I turned the scene changes into manual pushes and teched them that afternoon.',
      'en',
      question,
    );
    expect(text).not.toContain('“I turned the scene changes');
  });
});
