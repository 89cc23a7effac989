import type { Language } from '../../shared/language';

// One date form per language on every screen that shows a day (interview history, results, the
// blog's list and posts, the job board): "Nov 27, 2026" in English and «27 нояб. 2026 г.» in
// Russian. Never 27/11/2026, which an American reads as a month that does not exist (07/10 as
// July 10). Making a formatter loads the locale's data, so each is made once.
const formats = new Map<string, Intl.DateTimeFormat>();

export function shortDateFormat(language: Language, timeZone?: 'UTC'): Intl.DateTimeFormat {
  const key = `${language}|${timeZone ?? 'local'}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'ru' ? 'ru-RU' : 'en-US', {
      dateStyle: 'medium',
      ...(timeZone ? { timeZone } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/** "Nov 27, 2026" / «27 нояб. 2026 г.»; "Invalid Date" for a value that is no date (spec §8). */
export function shortDate(value: string | Date, language: Language): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : shortDateFormat(language).format(date);
}
