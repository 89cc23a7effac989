import { useTranslation } from 'react-i18next';

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
