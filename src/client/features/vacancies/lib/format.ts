import { useTranslation } from 'react-i18next';
import type { SalaryPeriod } from '../../../../shared/constants';
import type { Language } from '../../../../shared/language';
import { useLanguage } from '../../../lib/i18n';
import { calendarDay, formatOnce } from '../../../lib/server-formats';
import { useIsHydrated } from '../../../lib/use-is-hydrated';

// Money and dates in the interface language, with the same locale choice as shared/format.ts.

const localeOf = (language: Language) => (language === 'ru' ? 'ru-RU' : 'en-US');

/** A vacancy's salary: both ends null when it is not stated. */
export interface SalaryRange {
  salaryMin: number | null;
  salaryMax: number | null;
  currency: string;
  salaryPeriod: SalaryPeriod;
}

// Making an Intl formatter is the costly part (it loads the locale's data; on a phone it showed
// in the vacancy page's hydration), so each distinct one is made once and kept, and a value the
// server already formatted for the page is not formatted again (lib/server-formats.ts).
const moneyFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<Language, Intl.DateTimeFormat>();

function moneyFormat(language: Language, currency: string): Intl.NumberFormat {
  const key = `${language}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * A money range as `Intl.NumberFormat.formatRange` writes it, for whole amounts that differ once
 * rounded. formatRange is slow (about a tenth of a server-rendered vacancy page's CPU, issue 36):
 * it is asked once per language and currency for two probe amounts, and the text around their
 * digits is kept, so "$4,000 – $6,000" and "100 000–150 000 ₽" are the two amounts written
 * with the locale's own digits and grouping inside the same frame. Without a frame (the probe's
 * digits not found), formatRange itself.
 */
const rangeFrames = new Map<string, { before: string; between: string; after: string } | null>();
const PROBE = [1_111_111, 2_222_222] as const;

function rangeFrame(language: Language, currency: string) {
  const key = `${language}|${currency}`;
  if (!rangeFrames.has(key)) {
    const plain = amountFormat(language);
    const [low, high] = [plain.format(PROBE[0]), plain.format(PROBE[1])];
    const written = moneyFormat(language, currency).formatRange(PROBE[0], PROBE[1]);
    const at = written.indexOf(low);
    const next = written.indexOf(high, at + low.length);
    rangeFrames.set(
      key,
      at < 0 || next < 0
        ? null
        : {
            before: written.slice(0, at),
            between: written.slice(at + low.length, next),
            after: written.slice(next + high.length),
          },
    );
  }
  return rangeFrames.get(key) ?? null;
}

const amountFormats = new Map<Language, Intl.NumberFormat>();

/** An amount's digits as the money format writes them, without the currency. */
function amountFormat(language: Language): Intl.NumberFormat {
  let format = amountFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 0 });
    amountFormats.set(language, format);
  }
  return format;
}

/** formatRange(low, high) of the money format, written faster where it is safe to. */
export function formatMoneyRange(options: {
  language: Language;
  currency: string;
  low: number;
  high: number;
}): string {
  const { language, currency, low, high } = options;
  const frame = rangeFrame(language, currency);
  const plain = amountFormat(language);
  const [lowText, highText] = [plain.format(low), plain.format(high)];
  // Equal once rounded, formatRange writes "~5,000": left to it, as are fractions and signs.
  if (
    !frame ||
    lowText === highText ||
    !Number.isInteger(low) ||
    !Number.isInteger(high) ||
    low < 0
  ) {
    return moneyFormat(language, currency).formatRange(low, high);
  }
  return `${frame.before}${lowText}${frame.between}${highText}${frame.after}`;
}

/** Formats a calendar day (given as noon UTC), so one formatter serves every time zone. */
function dateFormat(language: Language): Intl.DateTimeFormat {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'UTC' });
    dateFormats.set(language, format);
  }
  return format;
}

/**
 * "€4,000 – €6,000" / "100 000–150 000 ₽"; one amount when both ends agree; null when the salary
 * is not stated. The period is the caller's words (useJobBoardFormat).
 */
export function formatSalaryRange(range: SalaryRange, language: Language): string | null {
  const { salaryMin, salaryMax } = range;
  if (salaryMin === null || salaryMax === null) return null;
  const key = `salary|${language}|${range.currency}|${salaryMin}|${salaryMax}`;
  return formatOnce(key, () => {
    const money = moneyFormat(language, range.currency);
    // formatRange would write an equal pair as "~€5,000", which reads as an estimate.
    if (salaryMin === salaryMax) return money.format(salaryMin);
    return formatMoneyRange({
      language,
      currency: range.currency,
      low: salaryMin,
      high: salaryMax,
    });
  });
}

/**
 * "Nov 22, 2026" / "22 нояб. 2026 г." from an ISO timestamp: the day it falls on in the reader's
 * zone, or in UTC.
 */
export function formatDate(
  isoTimestamp: string,
  { language, zone = 'local' }: { language: Language; zone?: 'utc' | 'local' },
): string {
  const day = calendarDay(new Date(isoTimestamp), zone);
  return formatOnce(`date|${language}|${day.key}`, () => dateFormat(language).format(day.noonUtc));
}

/**
 * The two formatters in the current interface language. Dates are in UTC while a page the server
 * rendered (a vacancy) is hydrated, as the server cannot know the reader's time zone and the first
 * client render must match its markup; the reader's zone follows right after.
 */
export function useJobBoardFormat() {
  const { t } = useTranslation('vacancies');
  const language = useLanguage();
  const isHydrated = useIsHydrated();
  return {
    /** "$25 – $30 an hour", "100 000–150 000 ₽ в месяц", or "Salary not stated". */
    salary: (range: SalaryRange) => {
      const amount = formatSalaryRange(range, language);
      return amount === null
        ? t('salaryText.notStated')
        : t(`salaryText.${range.salaryPeriod}`, { amount });
    },
    date: (isoTimestamp: string) =>
      formatDate(isoTimestamp, { language, zone: isHydrated ? 'local' : 'utc' }),
  };
}
