import type { ReactNode } from 'react';
import type { AiNotice } from '../../shared/schemas/interviews';

const NOTICE_BOX =
  'flex flex-wrap items-start justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950';

interface AiNoticeStatusProps {
  notice: AiNotice | null;
  /** Where the box sits on its page (a margin). */
  className: string;
  /** Shown beside a notice, outside the status, so it is not read out with it (a dismiss button). */
  action?: ReactNode;
}

/**
 * Why the offline coach wrote this: the server's note on the daily AI limit, already in the UI
 * language. The status stays in the page even when empty, so a screen reader announces a notice
 * when it appears.
 */
export function AiNoticeStatus({ notice, className, action }: AiNoticeStatusProps) {
  return (
    <div className={notice ? `${className} ${NOTICE_BOX}` : undefined}>
      <p role="status" className="min-w-0 flex-1 break-words">
        {notice?.message ?? ''}
      </p>
      {notice ? action : null}
    </div>
  );
}
