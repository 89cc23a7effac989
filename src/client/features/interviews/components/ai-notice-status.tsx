import { useTranslation } from 'react-i18next';
import type { AiNotice } from '../../../../shared/schemas/interviews';
import { AiNoticeStatus as NoticeStatus } from '../../../components/ai-notice-status';
import { buttonClass } from '../../../components/ui-classes';

/** The daily-AI-limit notice on an interview, which the user may dismiss. */
export function AiNoticeStatus({
  notice,
  onDismiss,
}: {
  notice: AiNotice | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('interviews');
  return (
    <NoticeStatus
      notice={notice}
      className="mb-6"
      action={
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onDismiss}>
          {t('interview.dismissNotice')}
        </button>
      }
    />
  );
}
