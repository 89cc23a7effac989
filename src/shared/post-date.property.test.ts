import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePostDate, readingMinutes } from './post-date';

// Imported posts carry dates in many shapes, some broken. For any value the reader gets a real
// date or null ("no date"): never an Invalid Date that would print "Invalid Date" on a page, and
// never an exception that would stop an import.

const dateLike = fc.oneof(
  fc.anything(),
  fc.string({ maxLength: 40 }),
  fc.double(),
  fc.integer(),
  fc.date({ noInvalidDate: false }),
  fc.record({ seconds: fc.double(), nanoseconds: fc.oneof(fc.double(), fc.constant(undefined)) }),
  fc.record({ _seconds: fc.anything(), _nanoseconds: fc.anything() }),
  fc.stringMatching(/^\s*\d{1,16}\s*$/),
);

describe('parsePostDate, for any value', () => {
  it('gives a valid date or null', () => {
    fc.assert(
      fc.property(dateLike, (value) => {
        const date = parsePostDate(value);
        if (date === null) return;
        expect(date).toBeInstanceOf(Date);
        expect(Number.isNaN(date.getTime())).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('reads back the same moment from each of the spec’s three forms', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (date) => {
          const millis = date.getTime();
          expect(parsePostDate(millis)?.getTime()).toBe(millis);
          expect(parsePostDate(date.toISOString())?.getTime()).toBe(millis);
          const seconds = Math.floor(millis / 1000);
          const nanoseconds = (millis % 1000) * 1e6;
          expect(parsePostDate({ seconds, nanoseconds })?.getTime()).toBe(millis);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('readingMinutes', () => {
  it('is a whole number of at least one minute for any word count', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.constantFrom('en', 'ru'), (words, language) => {
        const minutes = readingMinutes(words, language);
        expect(Number.isInteger(minutes)).toBe(true);
        expect(minutes).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
