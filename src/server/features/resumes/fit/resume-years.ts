// The years of work a resume's dated jobs cover: the union of their date ranges, so two jobs held
// at once count once. A job without a readable range counts for nothing; a resume none of whose
// jobs has one gives null (unknown), never 0.
import { listEntries } from '../analysis/entries';
import type { ResumeDocument } from '../analysis/resume-model';

// prettier-ignore
const MONTH_NUMBERS: readonly [RegExp, number][] = [
  [/^(?:jan|янв)/iu, 0], [/^(?:feb|фев)/iu, 1], [/^(?:mar|мар)/iu, 2], [/^(?:apr|апр)/iu, 3],
  [/^(?:may|ма[йя])/iu, 4], [/^(?:jun|июн)/iu, 5], [/^(?:jul|июл)/iu, 6], [/^(?:aug|авг)/iu, 7],
  [/^(?:sep|сен)/iu, 8], [/^(?:oct|окт)/iu, 9], [/^(?:nov|ноя)/iu, 10], [/^(?:dec|дек)/iu, 11],
];
const NOW =
  /present|current|now|today|ongoing|настоящее|наст\.|н\.\s*в|по\s+сей\s+день|сейчас|по\s+н\.?/iu;

/** A point of a range as a month count (year × 12 + month), or null. */
function pointOf(text: string): number | null {
  const numeric = /(\d{1,2})[./]((?:19|20)\d{2})/u.exec(text);
  if (numeric) return Number(numeric[2]) * 12 + Number(numeric[1]) - 1;
  const year = /(?:19|20)\d{2}/u.exec(text);
  if (!year) return null;
  const word = /\p{L}+/u.exec(text.slice(0, year.index))?.[0] ?? '';
  const month = MONTH_NUMBERS.find(([pattern]) => pattern.test(word))?.[1];
  // A bare year starts in January and, as an end, runs to its own January: "2016 – 2020" is four.
  return Number(year[0]) * 12 + (month ?? 0);
}

const POINT = '(?:(?:\\p{L}+\\.?\\s+)?(?:19|20)\\d{2}|\\d{1,2}[./](?:19|20)\\d{2})';
const END =
  '(?:present|current|now|today|ongoing|(?:по\\s+)?настоящее\\s+время|(?:по\\s+)?н\\.\\s*в\\.?|по\\s+сей\\s+день|сейчас)';
/** A date range anywhere in a header line: "Staff Nurse, Leeds  Jan 2020 – Present". */
const RANGE_IN_LINE = new RegExp(`${POINT}\\s*(?:-|–|—|to|по|до)\\s*(?:${POINT}|${END})`, 'iu');

/** A range as written ("Apr 2020 – Present", «03.2019 — н.в.») in months, or null. */
export function readRange(dates: string, now: Date): [number, number] | null {
  const parts = dates.split(/\s*(?:-|–|—|\bto\b|\bпо\b|\bдо\b)\s*/iu).filter((part) => part !== '');
  if (parts.length < 2) return null;
  const start = pointOf(parts[0] ?? '');
  const last = parts.slice(1).join(' ');
  const end = NOW.test(last) ? now.getUTCFullYear() * 12 + now.getUTCMonth() : pointOf(last);
  if (start === null || end === null || end < start) return null;
  return [start, end];
}

/**
 * Years (one decimal) the experience sections' dated entries cover, or null when none is dated;
 * with `counts`, only the entries it accepts (given each entry's text).
 */
export function readYearsShown(
  document: ResumeDocument,
  options: { now: Date; counts?: (entryText: string) => boolean },
): number | null {
  const { now, counts } = options;
  const ranges = document.sections
    .filter((section) => section.kind === 'experience')
    .flatMap(listEntries)
    .filter(
      (entry) =>
        !counts ||
        counts([...entry.header, ...entry.details].map((block) => block.text).join('\n')),
    )
    .map((entry) => {
      const found = entry.header
        .map((block) => RANGE_IN_LINE.exec(block.text)?.[0])
        .find((range) => range !== undefined);
      return found ? readRange(found, now) : null;
    })
    .filter((range): range is [number, number] => range !== null)
    .sort((a, b) => a[0] - b[0]);
  if (ranges.length === 0) return null;
  let months = 0;
  let reached = -Infinity;
  for (const [start, end] of ranges) {
    const from = Math.max(start, reached);
    if (end > from) months += end - from;
    reached = Math.max(reached, end);
  }
  return Math.round((months / 12) * 10) / 10;
}
