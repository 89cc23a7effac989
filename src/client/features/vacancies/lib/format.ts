import type { Language } from '../../../../shared/language';
import { useLanguage } from '../../../lib/i18n';

// Money and dates in the interface language, with the same locale choice as shared/format.ts.

const localeOf = (language: Language) => (language === 'ru' ? 'ru-RU' : 'en-US');

export interface SalaryRange {
  salaryMin: number;
  salaryMax: number;
  currency: string;
}

/** "€4,000 – €6,000" / "100 000–150 000 ₽"; one amount when both ends agree. */
export function formatSalaryRange(range: SalaryRange, language: Language): string {
  const money = new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: range.currency,
    maximumFractionDigits: 0,
  });
  // formatRange would write an equal pair as "~€5,000", which reads as an estimate.
  if (range.salaryMin === range.salaryMax) return money.format(range.salaryMin);
  return money.formatRange(range.salaryMin, range.salaryMax);
}

/** "Nov 22, 2026" / "22 нояб. 2026 г." from an ISO timestamp. */
export function formatDate(isoTimestamp: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(
    new Date(isoTimestamp),
  );
}

/** The two formatters in the current interface language. */
export function useJobBoardFormat() {
  const language = useLanguage();
  return {
    salary: (range: SalaryRange) => formatSalaryRange(range, language),
    date: (isoTimestamp: string) => formatDate(isoTimestamp, language),
  };
}
