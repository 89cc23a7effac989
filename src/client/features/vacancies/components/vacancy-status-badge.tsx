import { useTranslation } from 'react-i18next';
import type { VacancyStatus } from '../../../../shared/schemas/vacancies';

const TONES: Record<VacancyStatus, string> = {
  active: 'bg-green-100 text-green-800',
  inactive: 'bg-slate-200 text-slate-800',
};

/** "Active" in green or "Inactive" in grey. */
export function VacancyStatusBadge({ status }: { status: VacancyStatus }) {
  const { t } = useTranslation('vacancies');
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>
      {t(`vacancyStatus.${status}`)}
    </span>
  );
}
