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
 * when a value is there but is no date, `notAvailable` when there is none.
 */
export function publishedDate(
  value: unknown,
  texts: { notAvailable: string; invalid: string },
): string {
  if (value === null || value === undefined || value === '') return texts.notAvailable;
  const date = parsePostDate(value);
  return date ? date.toLocaleDateString('ru-RU') : texts.invalid;
}
