import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui-classes';

const dangerButton =
  'inline-flex items-center justify-center rounded-lg bg-red-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

interface ConfirmDeleteDialogProps {
  fileName: string;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a resume and its PDFs are deleted. Focus starts on Cancel and stays inside (Tab
 * wraps); Escape cancels. (Features do not share components, so this mirrors the vacancies one.)
 */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('resumes');
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
    const edge = event.shiftKey ? buttons[0] : buttons.at(-1);
    if (document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? buttons.at(-1) : buttons[0])?.focus();
  };

  return (
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
          {t('list.deleteTitle')}
        </h2>
        <p id={ids.message} className="mt-2 break-words text-slate-700">
          {t('list.deleteMessage', { fileName: props.fileName })}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            ref={cancelRef}
            type="button"
            className={buttonClass('secondary')}
            onClick={props.onCancel}
          >
            {t('list.cancel')}
          </button>
          <button
            type="button"
            className={dangerButton}
            disabled={props.isPending}
            onClick={props.onConfirm}
          >
            {props.isPending ? t('list.deleting') : t('list.confirmDelete')}
          </button>
        </div>
      </div>
    </div>
  );
}
