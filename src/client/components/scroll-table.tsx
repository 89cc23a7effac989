import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A table wider than a phone: its caption stays above, readable at any width, and the table
 * scrolls sideways in a box that the keyboard can reach (Tab, then the arrow keys) and that is
 * named by the caption. The caption names the table too. A phone hides its scroll bar until one
 * scrolls, so there the box says it scrolls, and a shadow on its right edge shows more columns.
 */
/**
 * A shadow on the box's right edge while columns lie beyond it: a white cover that scrolls with
 * the content hides it once the last column is in view (a pure-CSS scroll shadow).
 */
const EDGE_SHADOW =
  '[background:linear-gradient(to_left,white_40%,transparent)_right/2rem_100%_no-repeat_local,radial-gradient(farthest-side_at_100%_50%,rgb(15_23_42/0.2),transparent)_right/0.75rem_100%_no-repeat_scroll]';

export function ScrollTable({ caption, children }: { caption: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  const captionId = useId();
  return (
    <>
      <p id={captionId} className="mt-3 mb-2 text-sm text-slate-600">
        {caption}
      </p>
      <p className="mb-2 text-xs text-slate-600 sm:hidden">{t('scrollTable.hint')}</p>
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className={`overflow-x-auto rounded-lg ${EDGE_SHADOW} focus-visible:outline-2 focus-visible:outline-indigo-600`}
      >
        <table aria-labelledby={captionId} className="w-full text-sm">
          {children}
        </table>
      </div>
    </>
  );
}
