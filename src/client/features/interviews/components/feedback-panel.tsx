import { useTranslation } from 'react-i18next';

export interface LastFeedback {
  feedback: string | null;
  feedbackFailed: boolean;
}

/** The coach's quick feedback on the answer just sent (spec §8 when it could not be had). */
export function FeedbackPanel({ feedback }: { feedback: LastFeedback | null }) {
  const { t } = useTranslation('interviews');
  return (
    <div aria-live="polite">
      {feedback ? (
        <section className="mb-6 rounded-xl border border-indigo-200 bg-indigo-50 p-4">
          <h2 className="text-sm font-semibold text-indigo-900">{t('interview.feedbackTitle')}</h2>
          {feedback.feedbackFailed ? (
            <p className="mt-1 text-sm text-amber-900">
              {t('interview.feedbackFailed', { message: t('interview.feedbackFailedReason') })}
            </p>
          ) : null}
          <p className="mt-1 whitespace-pre-line text-slate-800">
            {feedback.feedbackFailed || !feedback.feedback?.trim()
              ? t('interview.feedbackUnavailable')
              : feedback.feedback}
          </p>
        </section>
      ) : null}
    </div>
  );
}
