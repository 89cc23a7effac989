// Dates and money the server already formatted for a page it rendered (a post, a vacancy).
//
// The first Intl number or date formatter a page makes loads ICU's data: 16–40 ms on the bench
// machine, four times that on the phone Lighthouse simulates (docs/benchmarks.md, Lighthouse).
// Hydrating a vacancy would pay it inside one of React's tasks, where it blocks input. So the
// server's render records each value it formats under a key naming what was formatted (language,
// calendar day, amounts), the page carries them as JSON, and the browser looks a value up here
// before it formats it itself. Same key, same text: the first client render still matches the
// server's markup, and a reader whose day agrees with the server's never loads ICU at all.

const known = new Map<string, string>();
let recording: Map<string, string> | null = null;

/** `format()`'s result for `key`, taken from the server's values when the page brought it. */
export function formatOnce(key: string, format: () => string): string {
  const value = known.get(key) ?? format();
  recording?.set(key, value);
  return value;
}

/** Runs a (synchronous) server render and returns what it formatted, by key. */
export function recordFormats<T>(render: () => T): { result: T; formats: Record<string, string> } {
  const formats = new Map<string, string>();
  recording = formats;
  try {
    return { result: render(), formats: Object.fromEntries(formats) };
  } finally {
    recording = null;
  }
}

/** Keeps the values a page brought (the browser, before hydrating). */
export function keepServerFormats(formats: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(formats)) {
    if (typeof value === 'string') known.set(key, value);
  }
}

/** Forgets the values a page brought (tests). */
export function forgetServerFormats(): void {
  known.clear();
}

export interface CalendarDay {
  /** `yyyy-mm-dd`, for a key. */
  key: string;
  /** Noon UTC of that day: formatted in UTC, it is that day wherever the code runs. */
  noonUtc: Date;
}

/** The calendar day `date` falls on in UTC or in the reader's zone (found without Intl). */
export function calendarDay(date: Date, zone: 'utc' | 'local'): CalendarDay {
  const [year, month, day] =
    zone === 'utc'
      ? [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()]
      : [date.getFullYear(), date.getMonth(), date.getDate()];
  const noonUtc = new Date(0);
  noonUtc.setUTCFullYear(year, month, day);
  noonUtc.setUTCHours(12);
  const key = `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { key, noonUtc };
}
