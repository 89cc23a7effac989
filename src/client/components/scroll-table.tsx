import { type ReactNode, useId } from 'react';

/**
 * A table wider than a phone: its caption stays above, readable at any width, and the table
 * scrolls sideways in a box that the keyboard can reach (Tab, then the arrow keys) and that is
 * named by the caption. The caption names the table too.
 */
export function ScrollTable({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    <>
      <p id={captionId} className="mt-3 mb-2 text-sm text-slate-600">
        {caption}
      </p>
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <table aria-labelledby={captionId} className="w-full text-sm">
          {children}
        </table>
      </div>
    </>
  );
}
