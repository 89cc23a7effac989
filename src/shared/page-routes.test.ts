import { describe, expect, it } from 'vitest';
import { PAGE_PATTERNS, matchPagePattern } from './page-routes';

describe('matchPagePattern', () => {
  it('reads the decoded parameters of a page address, with or without a trailing slash', () => {
    expect(matchPagePattern(PAGE_PATTERNS.blogPost, '/blog/star-method')).toEqual({
      postIdentifier: 'star-method',
    });
    expect(matchPagePattern(PAGE_PATTERNS.blogPost, '/blog/%D0%BA%D0%B0%D0%BA/')).toEqual({
      postIdentifier: 'как',
    });
    expect(matchPagePattern(PAGE_PATTERNS.blog, '/blog/')).toEqual({});
  });

  it('answers null for another page, a missing parameter or broken percent-encoding', () => {
    expect(matchPagePattern(PAGE_PATTERNS.vacancy, '/vacancies')).toBeNull();
    expect(matchPagePattern(PAGE_PATTERNS.vacancy, '/vacancies/a/b')).toBeNull();
    expect(matchPagePattern(PAGE_PATTERNS.blogPost, '/blog/%E0%A4%A')).toBeNull();
    expect(matchPagePattern(PAGE_PATTERNS.blog, '/blogs')).toBeNull();
  });
});
