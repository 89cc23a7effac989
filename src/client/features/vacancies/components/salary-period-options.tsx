import { useTranslation } from 'react-i18next';
import { SALARY_PERIODS } from '../../../../shared/constants';

/** The pay periods a salary is given per ("per hour", "per month"…), as a select's options. */
export function SalaryPeriodOptions() {
  const { t } = useTranslation('vacancies');
  return (
    <>
      {SALARY_PERIODS.map((period) => (
        <option key={period} value={period}>
          {t(`form.periods.${period}`)}
        </option>
      ))}
    </>
  );
}
