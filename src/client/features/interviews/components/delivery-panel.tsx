import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import {
  EASY_PACE,
  type SpeechDelivery,
  summariseDelivery,
} from '../../../../shared/speech-delivery';

/** Milliseconds as seconds with one decimal, in the interface language ("1.6", «1,6»). */
export function inSeconds(ms: number, language: string): string {
  return new Intl.NumberFormat(language, {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  }).format(ms / 1000);
}

/** A duration as m:ss (the recording's timer, the speaking time). */
export function clock(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** How the answer was spoken: timing only, with plain ranges; never part of the content score. */
export function DeliveryPanel({ delivery }: { delivery: SpeechDelivery }) {
  const { t } = useTranslation('interviews');
  const language = useLanguage();
  const seconds = (ms: number) => inSeconds(ms, language);
  if (delivery.firstWordMs === null) {
    return (
      <p role="status" className="text-sm text-slate-700">
        {t('voice.delivery.noSpeech')}
      </p>
    );
  }
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
      <h3 className="font-semibold text-slate-900">{t('voice.delivery.title')}</h3>
      <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        <div>
          <dt className="inline text-slate-600">{t('voice.delivery.speaking')}: </dt>
          <dd className="inline" data-testid="delivery-speaking">
            {clock(delivery.speakingMs)}
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-600">{t('voice.delivery.firstWord')}: </dt>
          <dd className="inline" data-testid="delivery-first-word">
            {t('voice.delivery.seconds', { value: seconds(delivery.firstWordMs) })}
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-600">{t('voice.delivery.longPauses')}: </dt>
          <dd className="inline" data-testid="delivery-long-pauses">
            {delivery.longPauses === 0
              ? t('voice.delivery.none')
              : t('voice.delivery.pauses', {
                  count: delivery.longPauses,
                  total: seconds(delivery.longPauseMs),
                })}
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-600">{t('voice.delivery.pace')}: </dt>
          <dd className="inline">
            {delivery.wordsPerMinute === null
              ? t('voice.delivery.notMeasured')
              : t('voice.delivery.wordsPerMinute', { count: delivery.wordsPerMinute })}
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-600">{t('voice.delivery.fillers')}: </dt>
          <dd className="inline" data-testid="delivery-fillers">
            {delivery.fillers === null
              ? t('voice.delivery.fillersNotMeasured')
              : String(delivery.fillers)}
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-600">{t('voice.delivery.fillerWords')}: </dt>
          <dd className="inline" data-testid="delivery-filler-words">
            {delivery.fillerWords === null || delivery.fillerWords === undefined
              ? t('voice.delivery.notMeasuredPlural')
              : String(delivery.fillerWords)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-slate-600">
        {t('voice.delivery.ranges', { from: EASY_PACE.from, to: EASY_PACE.to })}
      </p>
    </div>
  );
}

/** The interview's spoken answers in one line, above the breakdown; nothing when none was spoken. */
export function InterviewDeliverySummary({
  deliveries,
}: {
  deliveries: ReadonlyArray<SpeechDelivery | null | undefined>;
}) {
  const { t } = useTranslation('interviews');
  const language = useLanguage();
  const summary = summariseDelivery(deliveries);
  if (!summary) return null;
  const seconds = (ms: number) => inSeconds(ms, language);
  const parts = [
    t('voice.summary.spoken', { count: summary.spoken }),
    summary.medianFirstWordMs === null
      ? null
      : t('voice.summary.firstWord', { value: seconds(summary.medianFirstWordMs) }),
    summary.longPauses === 0
      ? t('voice.summary.noLongPauses')
      : `${t('voice.summary.longPauses', { count: summary.longPauses })} ${t(
          'voice.summary.inAnswers',
          { count: summary.answersWithLongPauses },
        )}`,
    summary.wordsPerMinute === null
      ? null
      : t('voice.delivery.wordsPerMinute', { count: summary.wordsPerMinute }),
  ].filter((part): part is string => part !== null);
  return (
    <section
      aria-labelledby="interview-delivery"
      className="mt-6 rounded-xl bg-slate-50 p-4 text-sm"
    >
      <h2 id="interview-delivery" className="font-semibold text-slate-900">
        {t('voice.summary.title')}
      </h2>
      <p className="mt-1 text-slate-800" data-testid="interview-delivery">
        {parts.join(' · ')}
      </p>
      <p className="mt-1 text-slate-600">
        {t('voice.delivery.ranges', { from: EASY_PACE.from, to: EASY_PACE.to })}
      </p>
    </section>
  );
}
