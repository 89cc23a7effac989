import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../components/loading-status';
import { buttonClass } from '../../../components/ui-classes';
import type { CountedAttempt, RetakeTarget } from './retake-form';

// The parts of an interview session around the question: its progress, and "Try again" on the
// answer just given.

// Shown only after an answer: their code comes with the first answer sent, not with the page
// (the interview page's JavaScript budget, docs/benchmarks.md).
export const loadFollowUpForm = () => import('./follow-up-form');
export const loadRetakeForm = () => import('./retake-form');
const RetakeForm = lazy(() => loadRetakeForm().then((module) => ({ default: module.RetakeForm })));

/** The job, "Question N of M" and a bar of the share answered. */
export function SessionProgress({
  jobTitle,
  shownOrder,
  total,
  isOfflineCoach,
}: {
  jobTitle: string;
  shownOrder: number;
  total: number;
  isOfflineCoach: boolean;
}) {
  const { t } = useTranslation('interviews');
  const percent = Math.round(((shownOrder - 1) / total) * 100);
  return (
    <header className="mb-6">
      <p className="text-sm font-medium text-slate-600 break-words">{jobTitle}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">
        {t('interview.progress', { current: shownOrder, total })}
      </h1>
      <div className="mt-3 flex items-center gap-3">
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t('interview.percent', { percent })}
          className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-indigo-600" style={{ width: `${percent}%` }} />
        </div>
        <span className="text-sm text-slate-700">{t('interview.percent', { percent })}</span>
      </div>
      {isOfflineCoach ? (
        <p className="mt-2 text-xs text-slate-600">{t('interview.offlineCoach')}</p>
      ) : null}
    </header>
  );
}

/** "Try again" on the question just answered: a button, then the retake form. */
export function RetakeOffer({
  target,
  onCounted,
}: {
  target: RetakeTarget;
  onCounted?: (attempt: CountedAttempt) => void;
}) {
  const { t } = useTranslation('interviews');
  const [isRetaking, setIsRetaking] = useState(false);
  if (isRetaking) {
    return (
      <div className="mb-6">
        <Suspense fallback={<LoadingStatus />}>
          <RetakeForm
            target={target}
            onClose={() => setIsRetaking(false)}
            {...(onCounted ? { onCounted } : {})}
          />
        </Suspense>
      </div>
    );
  }
  return (
    <p className="-mt-3 mb-6">
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() => setIsRetaking(true)}
      >
        {t('retake.tryAgainQuestion', { order: target.order })}
      </button>
    </p>
  );
}
