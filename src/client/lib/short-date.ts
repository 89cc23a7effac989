import type { Language } from '../../shared/language';

// One numeric date per language, on every screen that shows a date as numbers (interview
// history, results, a blog post's "Published"): 27/11/2026 in English (the results page's
// en-GB form in the spec), 27.11.2026 in Russian. Making a formatter loads the locale's data, so
// each is made once.
const formats = new Map<string, Intl.DateTimeFormat>();

export function shortDateFormat(language: Language, timeZone?: 'UTC'): Intl.DateTimeFormat {
  const key = `${language}|${timeZone ?? 'local'}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'ru' ? 'ru-RU' : 'en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(timeZone ? { timeZone } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/** "27/11/2026" / "27.11.2026"; "Invalid Date" for a value that is no date (spec §8). */
export function shortDate(value: string | Date, language: Language): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : shortDateFormat(language).format(date);
}
