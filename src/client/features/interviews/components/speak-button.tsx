import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui-classes';
import type { Speech } from '../hooks/use-speech';

/** Listen / Stop for the question, or why it cannot be read aloud. */
export function SpeakButton({ speech }: { speech: Speech }) {
  const { t } = useTranslation('interviews');
  if (!speech.isSupported) {
    return <p className="text-sm text-slate-600">{t('speech.unsupported')}</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        aria-pressed={speech.isSpeaking}
        onClick={speech.isSpeaking ? speech.stop : speech.speak}
      >
        {speech.isSpeaking ? t('speech.stop') : t('speech.listen')}
      </button>
      {speech.problem === 'failed' ? (
        <p role="alert" className="text-sm text-red-700">
          {t('speech.failed')}
        </p>
      ) : null}
    </div>
  );
}
