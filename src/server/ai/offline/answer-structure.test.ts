import { describe, expect, it } from 'vitest';
import { readStructure } from './answer-structure';

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
