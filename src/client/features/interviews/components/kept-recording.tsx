import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui-classes';
import { describeApiError } from '../../../lib/describe-api-error';
import { recordingUrl, useDeleteRecording } from '../api/recordings';

/** The recording of an answer the user chose to keep: played back from their account, deletable. */
export function KeptRecording({ interviewId, order }: { interviewId: string; order: number }) {
  const { t } = useTranslation('interviews');
  const remove = useDeleteRecording(interviewId);
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
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={remove.isPending}
        onClick={() => remove.mutate(order)}
      >
        {remove.isPending ? t('keptRecording.deleting') : t('keptRecording.delete')}
      </button>
      {remove.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {describeApiError(remove.error, { fallback: t('keptRecording.deleteFailed') }).message}
        </p>
      ) : null}
    </div>
  );
}

/** "Keep my recordings with my answers": off unless the user ticks it; says what it means. */
export function KeepRecordingsChoice({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('interviews');
  return (
    <label className="flex items-start gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        className="mt-1"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        <span className="font-medium text-slate-900">{t('keptRecording.choice')}</span>{' '}
        {t('keptRecording.choiceNote')}
      </span>
    </label>
  );
}
