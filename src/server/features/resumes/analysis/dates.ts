// Dates as resumes write them: "June 2018 - Present", "2018 – 2022", "Sep 2019", "03.2021 — н.в.",
// "январь 2020 — настоящее время".

// prettier-ignore
const MONTHS = [
  'jan', 'january', 'feb', 'february', 'mar', 'march', 'apr', 'april', 'may', 'jun', 'june',
  'jul', 'july', 'aug', 'august', 'sep', 'sept', 'september', 'oct', 'october', 'nov', 'november',
  'dec', 'december', 'spring', 'summer', 'fall', 'autumn', 'winter',
  'янв', 'январь', 'января', 'фев', 'февраль', 'февраля', 'мар', 'март', 'марта', 'апр', 'апрель',
  'апреля', 'май', 'мая', 'июн', 'июнь', 'июня', 'июл', 'июль', 'июля', 'авг', 'август', 'августа',
  'сен', 'сент', 'сентябрь', 'сентября', 'окт', 'октябрь', 'октября', 'ноя', 'ноябрь', 'ноября',
  'дек', 'декабрь', 'декабря', 'весна', 'лето', 'осень', 'зима',
];
const MONTH = `(?:${MONTHS.join('|')})\\.?`;
const YEAR = '(?:19|20)\\d{2}';
const POINT = `(?:${MONTH}\\s+${YEAR}|\\d{1,2}[./]${YEAR}|${YEAR})`;
const NOW =
  '(?:present|current|now|today|ongoing|настоящее\\s+время|наст\\.\\s*время|н\\.\\s*в\\.?|по\\s+сей\\s+день|сейчас)';
const DASH = '\\s*(?:-|–|—|to|по|до)\\s*';

const DATE_RANGE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:с\\s+)?${POINT}${DASH}(?:${POINT}|${NOW})|${POINT}${DASH}$)`,
  'iu',
);
const SINGLE_DATE = new RegExp(`(?<![\\p{L}\\p{N}])(?:${POINT}|${NOW})(?![\\p{L}\\p{N}])`, 'iu');
const DATE_ONLY = new RegExp(
  `^(?:(?:expected|graduat\\w*|с)\\s*:?\\s*)?(?:${POINT}|${NOW})(?:${DASH}(?:${POINT}|${NOW})?)?(?:\\s*,\\s*${YEAR})*$`,
  'iu',
);

/** The first date range in the text ("June 2018 - Present"), else the first single date. */
export function findDates(text: string): string | null {
  return text.match(DATE_RANGE)?.[0].trim() ?? text.match(SINGLE_DATE)?.[0].trim() ?? null;
}

/** Whether the text is nothing but a date, a range or a range's first half ("June 2022 –"). */
export function isDateOnly(text: string): boolean {
  return DATE_ONLY.test(text.trim());
}

/** Whether the text holds a year, the part of a date an ATS needs to order jobs. */
export function hasYear(text: string): boolean {
  return new RegExp(`(?<!\\d)${YEAR}(?!\\d)`).test(text);
}
