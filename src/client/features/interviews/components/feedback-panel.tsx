import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterviewDetail } from '../api/get-interview';
import { AnswerEvidence } from './answer-evidence';

type Evidence = NonNullable<InterviewDetail['questions'][number]['evidence']>;

export interface LastFeedback {
  feedback: string | null;
  feedbackFailed: boolean;
}

/**
 * The coach's quick feedback on the answer just sent, arriving as it is written
 * (`isWriting`), then as stored (spec §8 when it could not be had).
 */
export function FeedbackPanel({
  feedback,
  isWriting = false,
  evidence = null,
  isOffline = false,
}: {
  feedback: LastFeedback | null;
  isWriting?: boolean;
  /**
   * What the answer was read to hold, shown under its feedback as on the results page (a new
   * user's walk, thirty-first session: "the evidence is shown only after the interview").
   */
  evidence?: Evidence | null;
  isOffline?: boolean;
}) {
  const { t } = useTranslation('interviews');
  const titleId = useId();
  const text = feedback?.feedback?.trim() ?? '';
  return (
    // Announced once complete: a screen reader should not read every word as it streams in.
    <div aria-live="polite" aria-busy={isWriting}>
      {feedback ? (
        <section
          aria-labelledby={titleId}
          className="mb-6 rounded-xl border border-indigo-200 bg-indigo-50 p-4"
        >
          <h2 id={titleId} className="text-sm font-semibold text-indigo-900">
            {t('interview.feedbackTitle')}
          </h2>
          {feedback.feedbackFailed ? (
            <p className="mt-1 text-sm text-amber-900">
              {t('interview.feedbackFailed', { message: t('interview.feedbackFailedReason') })}
            </p>
          ) : null}
          {isWriting ? (
            <>
              {text ? <p className="mt-1 whitespace-pre-line text-slate-800">{text}</p> : null}
              <p className="mt-1 text-sm text-indigo-800">{t('interview.feedbackWriting')}</p>
            </>
          ) : (
            <p className="mt-1 whitespace-pre-line text-slate-800">
              {feedback.feedbackFailed || !text ? t('interview.feedbackUnavailable') : text}
            </p>
          )}
          {evidence && !isWriting ? (
            <AnswerEvidence evidence={evidence} isOffline={isOffline} />
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

/** The final report as the coach writes it, before the results page shows it in full. */
export function ReportDraft({ text }: { text: string }) {
  const { t } = useTranslation('interviews');
  return (
    <section
      aria-busy="true"
      aria-labelledby="report-draft-title"
      className="mb-6 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="report-draft-title" className="text-sm font-semibold text-slate-900">
        {t('interview.reportTitle')}
      </h2>
      <p role="status" className="mt-1 text-sm text-slate-600">
        {t('interview.reportWriting')}
      </p>
      <p className="mt-2 max-h-80 overflow-y-auto whitespace-pre-line text-slate-800">{text}</p>
    </section>
  );
}
