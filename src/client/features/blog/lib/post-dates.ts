import { parsePostDate } from '../../../../shared/post-date';

/** The list's date, in en-US long form as the spec shows it ("September 2, 2026"). */
export function listDate(value: unknown, notAvailable: string): string {
  const date = parsePostDate(value);
  return date
    ? date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
    : notAvailable;
}

/**
 * The post page's "Published" date in ru-RU form as the spec shows it (02.09.2026); `invalid`
 * when a value is there but is no date, `notAvailable` when there is none. In the reader's time
 * zone, or in `timeZone` (UTC while a page the server rendered is hydrated: the server cannot
 * know the reader's zone, and the first client render must match its markup).
 */
export function publishedDate(
  value: unknown,
  texts: { notAvailable: string; invalid: string },
  timeZone?: string,
): string {
  if (value === null || value === undefined || value === '') return texts.notAvailable;
  const date = parsePostDate(value);
  return date ? publishedDateFormat(timeZone).format(date) : texts.invalid;
}

// Making an Intl formatter is the costly part (it loads the locale's data), so it is made once
// per time zone, not on each render.
const publishedDateFormats = new Map<string, Intl.DateTimeFormat>();

function publishedDateFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = publishedDateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('ru-RU', { timeZone });
    publishedDateFormats.set(key, format);
  }
  return format;
}
