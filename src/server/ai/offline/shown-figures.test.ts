import { describe, expect, it } from 'vitest';
import { findMetrics, shownFigures } from './metrics';

const shown = (text: string) => shownFigures(findMetrics(text)).map((metric) => metric.text);

// The figures the evidence panel lists as the answer's own ("Figures in the answer").
describe('the figures shown to the candidate', () => {
  it('leaves out the number of a name: a level, a school year, a band, a standard', () => {
    const figures = shown(
      'Two new starters passed their Level 2 Food Hygiene first time, and a Year 9 group and a Band 5 post came up, all vetted to BS 7858 standard. We served 40 tables that night.',
    );
    expect(figures.some((figure) => figure.startsWith('40 tables'))).toBe(true);
    expect(figures.join(' ')).not.toMatch(/\b2 Food|\b9 group|\b5 post|7858/);
  });

  it('keeps a figure said after a name: a share, a time said in words', () => {
    expect(shown('I kept the notes on BadgerNet 100% of the time.')).toEqual(['100%']);
    expect(shown('I was sent to Sheffield and Hull three days a week.')).toContain('three days');
  });

  // A new user's walk (thirty-ninth session) read «12 квартирах при» and «11 кВт заложен».
  it('ends a count in digits with the thing it counts, and a rating is no count', () => {
    expect(shown('у соседнего монтажника в 12 квартирах при проверке выбивало УЗО')).toEqual([
      '12 квартирах',
    ]);
    expect(shown('сдали 12 новых квартир в срок')).toEqual(['12 новых квартир']);
    expect(shown('We had 12 wound infections, then 3 patients at night.')).toEqual([
      '12 wound infections',
      '3 patients',
    ]);
    expect(shown('на линию кухонной плиты 11 кВт заложен автомат')).toEqual([]);
  });

  it('reads a day of a month as a date, not a count', () => {
    // A new user's walk (twenty-sixth session): «8 Марта» was listed among a manicurist's figures.
    expect(shown('Перед 8 Марта записывались по 7 человек в день.')).toEqual(['7 человек']);
    expect(shown('We reopened on 14 February with 12 new volunteers.')).toEqual([
      '12 new volunteers',
    ]);
  });

  it('quotes a count told as a range whole', () => {
    // A new user's walk (twenty-sixth session): "Specifics like “20 bikes”" from "15 to 20 bikes a
    // week", and «2–3 клиентки в месяц» not found at all.
    expect(shown('I build 15 to 20 bikes a week.')).toEqual(['15 to 20 bikes']);
    expect(shown('Делаю его редко, примерно 2–3 клиентки в месяц.')).toEqual(['2–3 клиентки']);
    // A range of hours is no count: it stays the change it was read as.
    expect(shown('I keep two tills open from 6 to 8 in the morning.')).toContain('from 6 to 8');
  });

  it('reads a number after a label as the label’s, not a count (a new user’s walk, thirty-first session)', () => {
    expect(shown('I left it with number 16 next door and put a card through.')).toEqual([]);
    expect(shown('Parcels for gate 12 go on the last cage, about 40 parcels a run.')).toEqual([
      '40 parcels',
    ]);
  });
});
