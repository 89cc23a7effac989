import { describe, expect, it } from 'vitest';
import { chooseDocumentLanguage, withDocumentLanguage } from './document-language';

describe('chooseDocumentLanguage', () => {
  it('takes the language cookie first, whatever the browser asks for', () => {
    expect(chooseDocumentLanguage({ cookie: 'ru', acceptLanguage: 'en-US,en;q=0.9' })).toBe('ru');
    expect(chooseDocumentLanguage({ cookie: 'en', acceptLanguage: 'ru-RU,ru;q=0.9' })).toBe('en');
  });

  it("falls back to the browser's first supported language when the cookie is missing or unknown", () => {
    expect(chooseDocumentLanguage({ cookie: undefined, acceptLanguage: 'ru-RU,ru;q=0.9' })).toBe(
      'ru',
    );
    expect(chooseDocumentLanguage({ cookie: 'de', acceptLanguage: 'de-DE, ru;q=0.5' })).toBe('ru');
  });

  it('is English with neither', () => {
    expect(chooseDocumentLanguage({ cookie: undefined, acceptLanguage: undefined })).toBe('en');
    expect(chooseDocumentLanguage({ cookie: 'xx', acceptLanguage: 'fr-FR' })).toBe('en');
  });
});

describe('withDocumentLanguage', () => {
  it('sets <html lang> and touches nothing else', () => {
    const html = '<!doctype html>\n<html lang="en">\n<head><meta lang="en"></head></html>';
    expect(withDocumentLanguage(html, 'ru')).toBe(
      '<!doctype html>\n<html lang="ru">\n<head><meta lang="en"></head></html>',
    );
  });
});
