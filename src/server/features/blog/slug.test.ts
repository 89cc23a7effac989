import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, slugify, uniqueSlug } from './slug';

describe('slugify', () => {
  it.each([
    ['The STAR method, without sounding rehearsed', 'the-star-method-without-sounding-rehearsed'],
    ['Как пройти собеседование', 'kak-proiti-sobesedovanie'],
    ['Резюме под вакансию: ключевые слова', 'reziume-pod-vakansiiu-kliuchevye-slova'],
    ['Щедрость и ёлка', 'shchedrost-i-elka'],
    ['Crème brûlée — 2026!', 'creme-brulee-2026'],
    ['   ', 'post'],
    ['🙂🙂', 'post'],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it(`stops at ${SLUG_MAX_LENGTH} characters without a trailing hyphen`, () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('uniqueSlug', () => {
  it('adds -2, -3… until the slug is free', async () => {
    const taken = new Set(['tips', 'tips-2']);
    expect(await uniqueSlug('tips', async (slug) => taken.has(slug))).toBe('tips-3');
    expect(await uniqueSlug('fresh', async (slug) => taken.has(slug))).toBe('fresh');
  });

  it('keeps a long slug within the limit when it adds a suffix', async () => {
    const base = 'a'.repeat(SLUG_MAX_LENGTH);
    const slug = await uniqueSlug(base, async (candidate) => candidate === base);
    expect(slug).toHaveLength(SLUG_MAX_LENGTH);
    expect(slug.endsWith('-2')).toBe(true);
  });
});
