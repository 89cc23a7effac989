import { describe, expect, it } from 'vitest';
import { parsePostDate, readingMinutes } from './post-date';

describe('parsePostDate', () => {
  const iso = '2026-09-02T09:00:00.000Z';
  const ms = Date.parse(iso);

  it.each([
    ['an ISO string', iso],
    ['a timestamp in milliseconds', ms],
    ['a quoted timestamp', String(ms)],
    ['a seconds object', { seconds: ms / 1000, nanoseconds: 0 }],
    ['a seconds object as Firestore exports write it', { _seconds: ms / 1000, _nanoseconds: 0 }],
    ['a Date', new Date(ms)],
  ])('reads %s', (_name, value) => {
    expect(parsePostDate(value)?.toISOString()).toBe(iso);
  });

  it('counts nanoseconds as milliseconds', () => {
    expect(parsePostDate({ seconds: 1, nanoseconds: 250_000_000 })?.getTime()).toBe(1250);
  });

  it.each([null, undefined, '', 'not a date', { seconds: 'x' }, {}, Number.NaN, true])(
    'gives null for %j',
    (value) => {
      expect(parsePostDate(value)).toBeNull();
    },
  );
});

describe('readingMinutes', () => {
  it('rounds at 228 words a minute in English, never below one', () => {
    expect(readingMinutes(0, 'en')).toBe(1);
    expect(readingMinutes(90, 'en')).toBe(1);
    expect(readingMinutes(500, 'en')).toBe(2);
    expect(readingMinutes(1200, 'en')).toBe(5);
  });

  it('reads Russian more slowly, at 184 words a minute: the same count takes longer', () => {
    expect(readingMinutes(500, 'ru')).toBe(3);
    expect(readingMinutes(1200, 'ru')).toBe(7);
  });
});
