import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui-classes';
import type { Dictation } from '../hooks/use-dictation';

/** Dictate / Stop dictation where the browser can recognise speech; nothing where it cannot. */
export function DictateButton({ dictation, id }: { dictation: Dictation; id: string }) {
  const { t } = useTranslation('interviews');
  if (!dictation.isSupported) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        aria-pressed={dictation.isListening}
        aria-describedby={id}
        onClick={dictation.isListening ? dictation.stop : dictation.start}
      >
        {dictation.isListening ? t('dictation.stop') : t('dictation.start')}
      </button>
      <p className="w-full text-sm text-slate-600">{t('dictation.privacy')}</p>
      <p id={id} className="text-sm text-slate-600" aria-live="polite">
        {dictation.isListening
          ? dictation.interim
            ? t('dictation.heard', { text: dictation.interim })
            : t('dictation.listening')
          : null}
      </p>
      {dictation.problem ? (
        <p role="alert" className="text-sm text-red-700">
          {t(`dictation.problems.${dictation.problem}`)}
        </p>
      ) : null}
    </div>
  );
}
