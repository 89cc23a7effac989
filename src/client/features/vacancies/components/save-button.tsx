import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui-classes';
import { useToggleSaved } from '../api/set-vacancy-saved';
import type { Toast } from '../hooks/use-toast';
import { describeApiError } from '../../../lib/describe-api-error';

interface SaveButtonProps {
  vacancyId: string;
  isSaved: boolean;
  onMessage: (toast: Toast) => void;
}

/** The bookmark: saves or unsaves, saying 'Added to saved jobs' / 'Removed from saved jobs'. */
export function SaveButton({ vacancyId, isSaved, onMessage }: SaveButtonProps) {
  const { t } = useTranslation('vacancies');
  const toggle = useToggleSaved(vacancyId);
  const handleClick = () =>
    toggle.mutate(!isSaved, {
      onSuccess: (result) =>
        onMessage({ kind: 'success', text: t(result.isSaved ? 'detail.added' : 'detail.removed') }),
      onError: (error) =>
        onMessage({
          kind: 'error',
          text: describeApiError(error, { fallback: t('detail.saveFailed') }).message,
        }),
    });
  return (
    <button
      type="button"
      className={buttonClass('secondary')}
      disabled={toggle.isPending}
      onClick={handleClick}
    >
      <BookmarkIcon isFilled={isSaved} />
      {t(isSaved ? 'detail.unsave' : 'detail.save')}
    </button>
  );
}

export function BookmarkIcon({ isFilled }: { isFilled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`size-4 stroke-current ${isFilled ? 'fill-current' : 'fill-none'}`}
    >
      <path strokeWidth="2" strokeLinejoin="round" d="M6 3h12v18l-6-4.5L6 21z" />
    </svg>
  );
}
