import { useTranslation } from 'react-i18next';
import { secondaryButton } from './ui-classes';

interface ErrorPanelProps {
  message: string;
  onRetry: () => void;
  isRetrying?: boolean;
}

/** A failed load the user can try again. */
export function ErrorPanel({ message, onRetry, isRetrying = false }: ErrorPanelProps) {
  const { t } = useTranslation('common');
  return (
    <div className="mx-auto my-12 max-w-xl rounded-2xl border border-red-200 bg-red-50 p-6">
      <p role="alert" className="text-red-900">
        {message}
      </p>
      <button
        type="button"
        className={`${secondaryButton} mt-4`}
        onClick={onRetry}
        disabled={isRetrying}
      >
        {isRetrying ? t('status.retrying') : t('status.retry')}
      </button>
    </div>
  );
}
