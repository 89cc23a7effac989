import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../components/ui-classes';
import { GoBackButton } from './go-back-button';

interface VacancyErrorProps {
  message: string;
  /** Where Go Back leads when there is no page to go back to. */
  fallback: string;
  /** Offered when trying again may help (the server failed, not "not found"). */
  onRetry?: () => void;
  isRetrying?: boolean;
}

/** The spec's error panel: what went wrong and Go Back (and Try again when it may help). */
export function VacancyError({
  message,
  fallback,
  onRetry,
  isRetrying = false,
}: VacancyErrorProps) {
  const { t } = useTranslation('common');
  return (
    <div className="rounded-2xl border border-red-200 bg-red-50 p-6">
      <p role="alert" className="text-red-900">
        {message}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <GoBackButton fallback={fallback} />
        {onRetry ? (
          <button type="button" className={secondaryButton} onClick={onRetry} disabled={isRetrying}>
            {isRetrying ? t('status.retrying') : t('status.retry')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
