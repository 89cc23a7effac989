import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, parseLanguage } from './language';

describe('parseLanguage', () => {
  it.each([
    ['en', 'en'],
    ['ru', 'ru'],
    ['de', 'en'],
    ['RU', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
    [42, 'en'],
  ])('%j → %s', (stored, expected) => {
    expect(parseLanguage(stored)).toBe(expected);
  });
});

describe('languageFromAcceptLanguage', () => {
  it.each([
    ['ru', 'ru'],
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['en-GB', 'en'],
    ['de-DE,ru;q=0.5', 'ru'],
    ['en;q=0.3, ru;q=0.7', 'ru'],
    ['fr', 'en'],
    ['ru;q=0', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%j → %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});
