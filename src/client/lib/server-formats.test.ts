import { afterEach, describe, expect, it } from 'vitest';
import { publishedDate } from '../features/blog/lib/post-dates';
import { formatDate, formatSalaryRange } from '../features/vacancies/lib/format';
import {
  calendarDay,
  forgetServerFormats,
  keepServerFormats,
  recordFormats,
} from './server-formats';

afterEach(() => forgetServerFormats());

const POST_TEXTS = { notAvailable: 'N/A', invalid: 'Invalid date' };

describe('values the server formatted for a page', () => {
  it('records what a server render formats, under keys naming the language, day and amounts', () => {
    const { result, formats } = recordFormats(() => [
      formatSalaryRange(
        { salaryMin: 4000, salaryMax: 6000, currency: 'EUR', salaryPeriod: 'month' },
        'en',
      ),
      formatDate('2026-11-22T23:30:00Z', { language: 'ru', zone: 'utc' }),
      publishedDate('2026-09-02T10:00:00Z', { texts: POST_TEXTS, language: 'ru', zone: 'utc' }),
    ]);
    expect(result).toEqual(['€4,000 – €6,000', '22 нояб. 2026 г.', '2 сент. 2026 г.']);
    expect(formats).toEqual({
      'salary|en|EUR|4000|6000': '€4,000 – €6,000',
      'date|ru|2026-11-22': '22 нояб. 2026 г.',
      'published|ru|2026-09-02': '2 сент. 2026 г.',
    });
  });

  it('records nothing outside a server render', () => {
    formatDate('2026-11-22T10:00:00Z', { language: 'en', zone: 'utc' });
    expect(recordFormats(() => null).formats).toEqual({});
  });

  it("gives the server's text back for the same key, so hydrating matches without formatting", () => {
    // A text no formatter here would write proves the value came from the page.
    keepServerFormats({
      'salary|en|EUR|4000|6000': 'EUR 4000–6000 (server)',
      'date|en|2026-11-22': 'Nov 22, 2026 (server)',
      'published|ru|2026-09-02': '02.09.2026 (server)',
      'date|en|broken': 42,
    });
    expect(
      formatSalaryRange(
        { salaryMin: 4000, salaryMax: 6000, currency: 'EUR', salaryPeriod: 'month' },
        'en',
      ),
    ).toBe('EUR 4000–6000 (server)');
    expect(formatDate('2026-11-22T08:00:00Z', { language: 'en', zone: 'utc' })).toBe(
      'Nov 22, 2026 (server)',
    );
    expect(
      publishedDate('2026-09-02T08:00:00Z', { texts: POST_TEXTS, language: 'ru', zone: 'utc' }),
    ).toBe('02.09.2026 (server)');
    // Another day, language or amount is formatted here.
    expect(formatDate('2026-11-23T08:00:00Z', { language: 'en', zone: 'utc' })).toBe(
      'Nov 23, 2026',
    );
    expect(formatDate('2026-11-22T08:00:00Z', { language: 'ru', zone: 'utc' })).toBe(
      '22 нояб. 2026 г.',
    );
    expect(
      formatSalaryRange(
        { salaryMin: 5000, salaryMax: 5000, currency: 'EUR', salaryPeriod: 'month' },
        'en',
      ),
    ).toBe('€5,000');
  });

  it('finds the calendar day in UTC or in the reader’s zone', () => {
    const lateEvening = new Date('2026-11-22T23:30:00Z');
    expect(calendarDay(lateEvening, 'utc').key).toBe('2026-11-22');
    const local = calendarDay(lateEvening, 'local');
    expect(local.key).toBe(
      [
        lateEvening.getFullYear(),
        String(lateEvening.getMonth() + 1).padStart(2, '0'),
        String(lateEvening.getDate()).padStart(2, '0'),
      ].join('-'),
    );
    expect(local.noonUtc.toISOString()).toBe(`${local.key}T12:00:00.000Z`);
    // Years before 100 stay themselves (Date.UTC would read 5 as 1905).
    expect(calendarDay(new Date('0005-03-01T00:00:00Z'), 'utc').noonUtc.getUTCFullYear()).toBe(5);
  });

  it('formats a date in the zone asked for, across midnight', () => {
    expect(formatDate('2026-11-22T23:30:00Z', { language: 'en', zone: 'utc' })).toBe(
      'Nov 22, 2026',
    );
    expect(
      publishedDate('2026-11-22T23:30:00Z', { texts: POST_TEXTS, language: 'ru', zone: 'utc' }),
    ).toBe('22 нояб. 2026 г.');
    // One form per language, never 22/11/2026 (an American reads 07/10 as July 10).
    expect(
      publishedDate('2026-11-22T23:30:00Z', { texts: POST_TEXTS, language: 'en', zone: 'utc' }),
    ).toBe('Nov 22, 2026');
    expect(publishedDate('not a date', { texts: POST_TEXTS, language: 'en' })).toBe('Invalid date');
    expect(publishedDate(null, { texts: POST_TEXTS, language: 'en' })).toBe('N/A');
  });
});
