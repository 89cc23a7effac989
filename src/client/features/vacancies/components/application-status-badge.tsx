import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '../../../../shared/schemas/vacancies';

const TONES: Record<ApplicationStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-900',
  reviewed: 'bg-sky-100 text-sky-900',
  interview: 'bg-indigo-100 text-indigo-900',
  offer: 'bg-emerald-100 text-emerald-900',
  hired: 'bg-green-200 text-green-900',
  rejected: 'bg-red-100 text-red-900',
};

/** Where an application stands, coloured by stage. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('vacancies');
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>
      {t(`applicationStatus.${status}`)}
    </span>
  );
}
