import { useTranslation } from 'react-i18next';

/** An announced loading indicator ("Loading…"). */
export function LoadingStatus() {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-700">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-indigo-200 border-t-indigo-600"
      />
      <span>{t('status.loading')}</span>
    </div>
  );
}
