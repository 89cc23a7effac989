import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { buttonClass } from '../../../components/ui-classes';
import { describeApiError } from '../../../lib/describe-api-error';
import { recordingUrl, useDeleteRecording } from '../api/recordings';

/** The recording of an answer the user chose to keep: played back from their account, deletable. */
export function KeptRecording({
  interviewId,
  order,
  onDeleted,
}: {
  interviewId: string;
  order: number;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('interviews');
  const remove = useDeleteRecording(interviewId);
  const [isConfirming, setIsConfirming] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div className="mt-3 space-y-2">
      <audio
        controls
        preload="none"
        src={recordingUrl({ interviewId, order })}
        className="w-full"
        aria-label={t('keptRecording.playback', { order })}
      >
        <track kind="captions" />
      </audio>
      <button
        ref={button}
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={remove.isPending}
        onClick={() => setIsConfirming(true)}
      >
        {remove.isPending ? t('keptRecording.deleting') : t('keptRecording.delete')}
      </button>
      {isConfirming ? (
        <ConfirmDialog
          title={t('keptRecording.deleteDialog.title')}
          message={t('keptRecording.deleteDialog.message', { order })}
          confirmLabel={t('keptRecording.deleteDialog.confirm')}
          cancelLabel={t('keptRecording.deleteDialog.keep')}
          onConfirm={() => {
            setIsConfirming(false);
            remove.mutate(order, { onSuccess: onDeleted });
          }}
          onCancel={() => {
            setIsConfirming(false);
            button.current?.focus();
          }}
        />
      ) : null}
      {remove.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {describeApiError(remove.error, { fallback: t('keptRecording.deleteFailed') }).message}
        </p>
      ) : null}
    </div>
  );
}

/** Said where a recording was, once it is deleted. */
export function RecordingDeleted() {
  const { t } = useTranslation('interviews');
  return (
    <p role="status" className="mt-3 text-sm text-slate-700">
      {t('keptRecording.deleted')}
    </p>
  );
}
