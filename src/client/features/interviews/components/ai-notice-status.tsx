import { useTranslation } from 'react-i18next';
import type { AiNotice } from '../../../../shared/schemas/interviews';
import { buttonClass } from '../../../components/ui-classes';

/**
 * Why the offline coach is writing now: the server's note on the daily AI limit, already in the
 * UI language. The status stays in the page even when empty, so a screen reader announces a
 * notice when it appears; the dismiss button sits outside it, so it is not read out each time.
 */
export function AiNoticeStatus({
  notice,
  onDismiss,
}: {
  notice: AiNotice | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('interviews');
  return (
    <div
      className={
        notice
          ? 'mb-6 flex flex-wrap items-start justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950'
          : undefined
      }
    >
      <p role="status" className="min-w-0 flex-1 break-words">
        {notice?.message ?? ''}
      </p>
      {notice ? (
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onDismiss}>
          {t('interview.dismissNotice')}
        </button>
      ) : null}
    </div>
  );
}
