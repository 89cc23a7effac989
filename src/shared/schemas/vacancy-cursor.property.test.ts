import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type VacancyCursor, decodeVacancyCursor, encodeVacancyCursor } from './vacancy-cursor';

// Page links carry cursors the server wrote; anything else in their place is refused, never thrown.

const timestamp = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .chain((date) =>
    fc
      .integer({ min: 0, max: 999 })
      .map((micros) => date.toISOString().replace('Z', `${String(micros).padStart(3, '0')}Z`)),
  );
const salary = fc.integer({ min: 0, max: 1_000_000_000 });
const cursor: fc.Arbitrary<VacancyCursor> = fc.oneof(
  fc.record({ sort: fc.constant('newest' as const), createdAt: timestamp, id: fc.uuid() }),
  fc.record({
    sort: fc.constant('salary' as const),
    salaryMax: salary,
    salaryMin: salary,
    createdAt: timestamp,
    id: fc.uuid(),
  }),
);

describe('vacancy cursors', () => {
  it('read back exactly what was written, in a URL-safe form', () => {
    fc.assert(
      fc.property(cursor, (written) => {
        const encoded = encodeVacancyCursor(written);
        expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(decodeVacancyCursor(encoded)).toEqual(written);
      }),
    );
  });

  it('turn any other text into "not a cursor" without throwing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        expect(decodeVacancyCursor(text)).toBeUndefined();
      }),
    );
    const unknownOrder = Buffer.from('["oldest","2026-01-01T00:00:00.000000Z","x"]');
    expect(decodeVacancyCursor(unknownOrder.toString('base64url'))).toBeUndefined();
  });
});
