import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SCORE } from '../../shared/constants';
import { parseScore } from './parse-score';

// The score shown on the results page comes from whatever the model wrote. For any text it is a
// whole number from 0 to 100, or null ("no score found"): never NaN, never out of range, never an
// exception.

const scoreish = fc
  .tuple(
    fc.constantFrom('Score', '**Score:**', 'Оценка', 'Итог', 'rating', 'Final score', ''),
    fc.constantFrom(': ', ' - ', ' is ', ' = ', '', ' составляет '),
    fc.oneof(
      fc.nat({ max: 2000 }).map(String),
      fc.double({ noNaN: false }).map(String),
      fc.string(),
    ),
    fc.constantFrom('/100', ' / 10', ' из 100', ' out of 0', '/0', ' of 5', '', '%', '/'),
  )
  .map((parts) => parts.join(''));

const assessment = fc
  .array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 80 }), scoreish), { maxLength: 8 })
  .map((lines) => lines.join('\n'));

describe('parseScore, for any text', () => {
  it('finds a whole score from 0 to 100, or null', () => {
    fc.assert(
      fc.property(fc.oneof(assessment, fc.string({ unit: 'binary', maxLength: 300 })), (text) => {
        const score = parseScore(text);
        if (score === null) return;
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(MAX_SCORE);
      }),
      { numRuns: 1000 },
    );
  });

  it('reads "Score: N/100" on the last line, whatever comes before', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.nat({ max: 100 }), (before, score) => {
        expect(parseScore(`${before}\n\nScore: ${score}/100`)).toBe(score);
      }),
      { numRuns: 300 },
    );
  });
});
