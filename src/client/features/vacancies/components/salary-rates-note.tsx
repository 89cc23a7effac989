import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { useJobBoardFormat } from '../lib/format';

export interface SalaryRates {
  updatedAt: string;
  /** Units of each currency per US dollar. */
  perUsd: Record<string, number>;
}

/**
 * Under a board sorted by salary across currencies: the reference rates the amounts were
 * compared at and their date, so nobody takes the order for more exact than it is.
 */
export function SalaryRatesNote({ rates }: { rates: SalaryRates }) {
  const { t } = useTranslation('vacancies');
  const language = useLanguage();
  const format = useJobBoardFormat();
  const number = new Intl.NumberFormat(language === 'ru' ? 'ru-RU' : 'en-US', {
    maximumFractionDigits: 4,
  });
  const others = Object.entries(rates.perUsd)
    .filter(([currency]) => currency !== 'USD')
    .map(([currency, perUsd]) => `${number.format(perUsd)} ${currency}`);
  return (
    <p className="mt-2 text-sm text-slate-600">
      {t('board.ratesNote', {
        date: format.date(rates.updatedAt),
        rates: ['1 USD', ...others].join(' = '),
      })}{' '}
      {t('board.ratesNoteLink')}
    </p>
  );
}
