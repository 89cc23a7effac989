import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, slugify, uniqueSlug } from './slug';

// A post's address is made from its title, whatever the title holds (Russian, accents, emoji,
// markup, punctuation only): lower-case ASCII letters, digits and single hyphens, never empty,
// never too long, and the same title always gives the same address.

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const title = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc
    .array(
      fc.constantFrom(
        'Как',
        'пройти',
        'собеседование',
        'Ёлка',
        'Résumé',
        'naïve',
        '🙂',
        '<script>',
        '--',
        ' ',
        'C++',
        'ß',
        'İ',
        'ﬁ',
        '١٢٣',
      ),
      {
        maxLength: 30,
      },
    )
    .map((words) => words.join(' ')),
);

describe('slugify, for any title', () => {
  it('gives a non-empty slug of [a-z0-9] with single inner hyphens, at most the length limit', () => {
    fc.assert(
      fc.property(title, (text) => {
        const slug = slugify(text);
        expect(slug).toMatch(SLUG);
        expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
        expect(slugify(text)).toBe(slug);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps the Latin letters and digits of a title', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ,.!?-]{0,40}$/), (text) => {
        const expected = text.toLowerCase().replace(/[^a-z0-9]/g, '');
        expect(slugify(text).replace(/-/g, '')).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('makes a slug that is still valid and free when the first choices are taken', async () => {
    await fc.assert(
      fc.asyncProperty(title, fc.nat({ max: 12 }), async (text, takenCount) => {
        const base = slugify(text);
        const taken = new Set([base]);
        for (let suffix = 2; suffix <= takenCount; suffix += 1) {
          taken.add(
            `${base.slice(0, SLUG_MAX_LENGTH - `-${suffix}`.length).replace(/-+$/g, '')}-${suffix}`,
          );
        }
        const slug = await uniqueSlug(base, async (candidate) => taken.has(candidate));
        expect(slug).toMatch(SLUG);
        expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
        expect(taken.has(slug)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
