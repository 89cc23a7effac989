import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { buttonClass } from './ui-classes';

const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  isPending?: boolean;
  pendingLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question before an action that cannot be undone or leaves the page. Focus starts on
 * Cancel (the safe choice) and stays inside while open (Tab wraps); Escape cancels. Where focus
 * goes afterwards is the opener's call: back to its button, or on to what replaced the item.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const ids = { title: useId(), message: useId() };
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => cancelRef.current?.focus(), []);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      props.onCancel();
      return;
    }
    if (event.key !== 'Tab') return;
    const buttons = Array.from(dialogRef.current?.querySelectorAll('button') ?? []);
    const first = buttons[0];
    const last = buttons.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  // Rendered at the end of the page's body, so no ancestor's stacking context (a sticky header
  // above a section with its own layer, on a phone) can keep the overlay from covering everything.
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4">
      <div
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={ids.title}
        aria-describedby={ids.message}
        onKeyDown={handleKeyDown}
        className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl"
      >
        <h2 id={ids.title} className="text-lg font-semibold text-slate-900">
          {props.title}
        </h2>
        <p id={ids.message} className="mt-2 text-slate-700">
          {props.message}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            ref={cancelRef}
            type="button"
            className={buttonClass('secondary')}
            onClick={props.onCancel}
          >
            {props.cancelLabel}
          </button>
          <button
            type="button"
            className={dangerButton}
            disabled={props.isPending}
            onClick={props.onConfirm}
          >
            {props.isPending && props.pendingLabel ? props.pendingLabel : props.confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
