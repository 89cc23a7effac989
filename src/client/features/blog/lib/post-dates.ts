import type { Language } from '../../../../shared/language';
import { parsePostDate } from '../../../../shared/post-date';
import { calendarDay, formatOnce } from '../../../lib/server-formats';
import { shortDateFormat } from '../../../lib/short-date';

/**
 * The list's date in the interface's language, in the one form every screen uses
 * (lib/short-date.ts): "Sep 2, 2026", «2 сент. 2026 г.» (never an English date beside «мин чтения»).
 */
export function listDate(
  value: unknown,
  options: { notAvailable: string; language: Language },
): string {
  const date = parsePostDate(value);
  return date ? shortDateFormat(options.language).format(date) : options.notAvailable;
}

/**
 * The post page's "Published" date in the one form every screen uses (lib/short-date.ts):
 * "Sep 2, 2026", «2 сент. 2026 г.»; `invalid`
 * when a value is there but is no date, `notAvailable` when there is none. The day it falls on in
 * the reader's zone, or in UTC (while a page the server rendered is hydrated: the server cannot
 * know the reader's zone, and the first client render must match its markup).
 */
export function publishedDate(
  value: unknown,
  {
    texts,
    language,
    zone = 'local',
  }: {
    texts: { notAvailable: string; invalid: string };
    language: Language;
    zone?: 'utc' | 'local';
  },
): string {
  if (value === null || value === undefined || value === '') return texts.notAvailable;
  const date = parsePostDate(value);
  if (!date) return texts.invalid;
  const day = calendarDay(date, zone);
  // A date the server already formatted is not formatted again (lib/server-formats.ts).
  return formatOnce(`published|${language}|${day.key}`, () =>
    shortDateFormat(language, 'UTC').format(day.noonUtc),
  );
}
