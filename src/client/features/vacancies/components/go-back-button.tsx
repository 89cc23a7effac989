import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui-classes';

/** Go Back: one step back in history, or to `fallback` when this page was the first one opened. */
export function GoBackButton({ fallback }: { fallback: string }) {
  const { t } = useTranslation('vacancies');
  const navigate = useNavigate();
  // React Router marks the entry the app started on with the key "default".
  const isFirstPage = useLocation().key === 'default';
  return (
    <button
      type="button"
      className={buttonClass('primary')}
      onClick={() => void (isFirstPage ? navigate(fallback) : navigate(-1))}
    >
      {t('detail.goBack')}
    </button>
  );
}
