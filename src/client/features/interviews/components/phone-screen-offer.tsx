import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui-classes';
import { useAppConfig } from '../../../lib/app-config';
import { END_OF_ANSWER_SILENCE_MS } from '../../../../shared/speech-delivery';
import { canRecordVoice } from '../voice/can-record';

/**
 * "Phone screen": what it does and where the recording goes, said before it starts. Offered only
 * where this browser can record.
 */
export function PhoneScreenOffer({ onStart, isKept }: { onStart: () => void; isKept: boolean }) {
  const { t } = useTranslation('interviews');
  const canTranscribe = Boolean(useAppConfig().data?.transcription);
  const noteId = useId();
  if (!canRecordVoice()) return null;
  return (
    <div className="flex flex-wrap items-start gap-3 rounded-xl border border-slate-200 p-4">
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        aria-describedby={noteId}
        onClick={onStart}
      >
        {t('phoneScreen.start')}
      </button>
      <p id={noteId} className="min-w-0 flex-1 basis-64 text-sm text-slate-700">
        {t('phoneScreen.offer', { seconds: END_OF_ANSWER_SILENCE_MS / 1000 })}{' '}
        {t(canTranscribe ? 'phoneScreen.whereWithService' : 'phoneScreen.whereWithoutService')}{' '}
        {t(
          isKept
            ? 'phoneScreen.keptHere'
            : canTranscribe
              ? 'phoneScreen.notKept'
              : 'phoneScreen.staysHere',
        )}
      </p>
    </div>
  );
}
