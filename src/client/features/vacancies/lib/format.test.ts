import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../../../shared/constants';
import { formatMoneyRange, formatSalaryRange } from './format';

// A salary range is written as Intl's formatRange writes it ("$4,000 – $6,000",
// "100 000–150 000 ₽"), only faster (issue 36): the text must be the same, character for
// character, for every language and currency the board offers.

const LOCALES = { en: 'en-US', ru: 'ru-RU' } as const;

function reference(language: 'en' | 'ru', currency: string, low: number, high: number): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).formatRange(low, high);
}

// Amounts of every length, with and without grouping (Russian groups from five digits), and a
// fixed pseudo-random spread so the test is the same on every run.
function amounts(): [number, number][] {
  const pairs: [number, number][] = [
    [1, 2],
    [999, 1000],
    [4000, 6000],
    [9999, 10000],
    [45_000, 60_000],
    [100_000, 150_000],
    [999_999, 1_000_000],
    [1_111_111, 2_222_222],
    [12_345_678, 99_999_999],
  ];
  let state = 7;
  for (let i = 0; i < 300; i += 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const low = (state % 5_000_000) + 1;
    pairs.push([low, low + 1 + (state % 700_000)]);
  }
  return pairs;
}

describe('salary ranges', () => {
  it('writes every range exactly as Intl.NumberFormat.formatRange does', () => {
    for (const language of ['en', 'ru'] as const) {
      for (const currency of CURRENCIES) {
        for (const [low, high] of amounts()) {
          expect(formatMoneyRange({ language, currency, low, high })).toBe(
            reference(language, currency, low, high),
          );
        }
      }
    }
  });

  it('leaves fractions and amounts equal once rounded to formatRange', () => {
    expect(formatMoneyRange({ language: 'en', currency: 'EUR', low: 4999.6, high: 5000.4 })).toBe(
      reference('en', 'EUR', 4999.6, 5000.4),
    );
    expect(formatMoneyRange({ language: 'ru', currency: 'RUB', low: 1000.2, high: 2000.7 })).toBe(
      reference('ru', 'RUB', 1000.2, 2000.7),
    );
  });

  it('shows one amount when both ends agree, and nothing when the salary is not stated', () => {
    const range = { currency: 'USD', salaryPeriod: 'month' as const };
    expect(formatSalaryRange({ ...range, salaryMin: 5000, salaryMax: 5000 }, 'en')).toBe('$5,000');
    expect(formatSalaryRange({ ...range, salaryMin: 4000, salaryMax: 6000 }, 'en')).toBe(
      '$4,000 – $6,000',
    );
    expect(formatSalaryRange({ ...range, salaryMin: null, salaryMax: null }, 'ru')).toBeNull();
  });
});
