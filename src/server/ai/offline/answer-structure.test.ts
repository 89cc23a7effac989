import { describe, expect, it } from 'vitest';
import { readStructure } from './answer-structure';
import { analyseAnswer } from './analyse-answer';
import { measuredResults } from './bare-ranges';

const cues = (answer: string, language: 'en' | 'ru' = 'en') =>
  readStructure({ answer, language, metrics: [] }).situationCues;

describe('what places a story in time', () => {
  it('reads the day of one occasion', () => {
    expect(cues('A Saturday in May, a man came in furious about his e-bike.')).toContain(
      'A Saturday',
    );
    expect(cues('В прошлую пятницу клиентка пришла без записи.', 'ru')).toContain(
      'В прошлую пятницу',
    );
  });

  it('not a day that recurs or is planned', () => {
    expect(cues('On a Saturday we get forty bikes in, and every Sunday I do the stock.')).toEqual(
      [],
    );
    expect(cues('Утренник в пятницу не сдвигается, а отчёт можно сдать позже.', 'ru')).toEqual([]);
  });
});

describe('how it has gone since the change', () => {
  const sign = (answer: string, language: 'en' | 'ru' = 'en') =>
    readStructure({ answer, language, metrics: [] }).signAfterLesson;

  it('reads it where the answer tells, after the change, that it has not happened again or a figure of what came of it', () => {
    expect(
      sign(
        'I once sent a parcel to the wrong branch because I misread the label. Since then I scan the barcode instead of reading the address. There have been no misrouted parcels on my shift this year.',
      ),
    ).toBe(true);
    expect(
      sign(
        'Однажды я перепутала ценники на акционном товаре. Теперь сверяю ценники с кассой каждое утро. Жалоб на ценники было девять в месяц, стало 2.',
        'ru',
      ),
    ).toBe(true);
    expect(
      sign(
        'Мастер сказал, что я не записываю, какой кран поменял. С тех пор пишу марку и дату в журнал. Больше таких вопросов не было.',
        'ru',
      ),
    ).toBe(true);
  });

  it('does not read one where the answer stops at the change, or goes on about something else', () => {
    expect(
      sign(
        'A customer complained about the queue. Since then I open a second till when there are five people waiting. No more than two people are on the tills at once now.',
      ),
    ).toBe(false);
    expect(
      sign(
        'I once sent a parcel to the wrong branch because I misread the label. Since then I scan the barcode instead of reading the address.',
      ),
    ).toBe(false);
    expect(
      sign(
        'Мастер сказал, что я не записываю, какой кран поменял. Теперь пишу марку и дату в журнал. Спорить не стал — по делу.',
        'ru',
      ),
    ).toBe(false);
  });
});

describe('a limit kept is no result (a new user walk: «Измеримые результаты: 10 рублей»)', () => {
  it('does not read "no discrepancy over 10 roubles" as a measured result, but a change still is one', () => {
    const limit = analyseAnswer({
      language: 'ru',
      question: 'Как вы работаете с деньгами?',
      answer:
        'За полтора года у меня была одна недостача, и то небольшая. Расхождений больше 10 рублей не было ни разу.',
    });
    expect(measuredResults(limit)).toEqual([]);
    const change = analyseAnswer({
      language: 'ru',
      question: 'Как вы работаете с деньгами?',
      answer:
        'Раньше касса не сходилась раз в неделю. Я стала пересчитывать размен при приёме смены, и в итоге недостачи сократились до 1 раза в месяц.',
    });
    expect(measuredResults(change).length).toBeGreaterThan(0);
    const comparative = analyseAnswer({
      language: 'ru',
      question: 'Как вы работаете с деньгами?',
      answer:
        'Я предложила выкладывать акционный товар у касс. В итоге выручка за неделю была на 10 % выше, чем обычно.',
    });
    expect(measuredResults(comparative).map((metric) => metric.text)).toContain('10 %');
  });
});
