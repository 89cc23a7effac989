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
