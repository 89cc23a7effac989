import { useTranslation } from 'react-i18next';

/** The "or" line between the email form and the Google button. */
export function AuthSeparator() {
  const { t } = useTranslation('accounts');
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-slate-600">
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      <span>{t('google.separator')}</span>
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
