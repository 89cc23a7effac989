import { useTranslation } from 'react-i18next';

const STYLES: Record<string, string> = {
  completed: 'bg-green-100 text-green-800',
  'in-progress': 'bg-yellow-100 text-yellow-800',
};

/** Spec §4: green 'Completed', yellow 'In Progress', any other value shown as it is. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('interviews');
  const label =
    status === 'completed' || status === 'in-progress' ? t(`history.status.${status}`) : status;
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[status] ?? 'bg-slate-100 text-slate-800'}`}
    >
      {label}
    </span>
  );
}
