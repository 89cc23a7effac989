import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ATTEMPTS_PER_QUESTION } from '../../../../shared/constants';
import { buttonClass } from '../../../components/ui-classes';
import { answerFailureOf } from '../lib/answer-failure';
import { type RetakeResult, useRetakeQuestion } from '../api/retake-question';
import { AnswerBox } from './answer-box';

/** A new attempt that now counts as the question's best. */
export interface CountedAttempt {
  answer: string;
  feedback: string | null;
}

export interface RetakeTarget {
  interviewId: string;
  order: number;
  questionText: string;
  /** What the box starts with: the candidate's latest answer, to improve on. */
  previousAnswer: string;
  /** Whether the offline coach scores the answers (a model's feedback shows no score). */
  isOffline: boolean;
}

/**
 * "Try again": the question answered anew, with its feedback, and whether it beat the best attempt
 * so far. What was typed stays in the box when sending fails.
 */
export function RetakeForm({
  target,
  onClose,
  onCounted,
}: {
  target: RetakeTarget;
  onClose?: () => void;
  /** Told of a new attempt that now counts as the best: the feedback shown above follows it. */
  onCounted?: (attempt: CountedAttempt) => void;
}) {
  const { t } = useTranslation('interviews');
  const titleId = useId();
  const [answer, setAnswer] = useState(target.previousAnswer);
  const [result, setResult] = useState<RetakeResult | null>(null);
  const retake = useRetakeQuestion(target.interviewId);
  const attemptsUsed = result?.attempts.length ?? 0;
  const isLimitReached = attemptsUsed >= MAX_ATTEMPTS_PER_QUESTION;
  const canSend = answer.trim() !== '' && !retake.isPending && !isLimitReached;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSend) return;
    retake.mutate(
      { order: target.order, answer: answer.trim() },
      {
        onSuccess: (outcome) => {
          setResult(outcome);
          if (outcome.bestAttempt === outcome.attempt.attempt) {
            onCounted?.({ answer: outcome.attempt.answer, feedback: outcome.attempt.feedback });
          }
        },
      },
    );
  };

  const failure = retake.isError
    ? t('retake.failed', {
        message: answerFailureOf(t, retake.error),
      })
    : null;

  return (
    <section
      aria-labelledby={titleId}
      className="mt-4 rounded-xl border border-indigo-200 bg-white p-4"
    >
      <h3 id={titleId} className="font-semibold text-slate-900">
        {t('retake.title', { order: target.order })}
      </h3>
      <p className="mt-1 break-words whitespace-pre-line text-slate-800">{target.questionText}</p>
      <div aria-live="polite">
        {result ? <RetakeOutcome result={result} target={target} /> : null}
      </div>
      <form noValidate onSubmit={handleSubmit} className="mt-3 space-y-3">
        <AnswerBox
          label={t('retake.newAnswerLabel')}
          hint={t('retake.hint')}
          failure={failure}
          box={{ name: 'retake-answer', rows: 6, value: answer, onChange: setAnswer }}
        />
        {isLimitReached ? (
          <p className="text-sm text-slate-700">
            {t('retake.limitReached', { max: MAX_ATTEMPTS_PER_QUESTION })}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass('primary')} disabled={!canSend}>
            {retake.isPending ? t('retake.sending') : t('retake.send')}
          </button>
          {onClose ? (
            <button type="button" className={buttonClass('secondary')} onClick={onClose}>
              {t('retake.close')}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

/** The new attempt's feedback, and how it compares with the best before it. */
function RetakeOutcome({ result, target }: { result: RetakeResult; target: RetakeTarget }) {
  const { t } = useTranslation('interviews');
  const { attempt } = result;
  const earlier = result.attempts.filter((other) => other.attempt !== attempt.attempt);
  const bestBefore = earlier.reduce<(typeof earlier)[number] | null>(
    (best, other) =>
      !best || (other.evidence?.score ?? -1) >= (best.evidence?.score ?? -1) ? other : best,
    null,
  );
  const isBetter = result.bestAttempt === attempt.attempt;
  const from = bestBefore?.evidence?.score;
  const to = attempt.evidence?.score;
  let verdict: string;
  if (target.isOffline && from !== undefined && to !== undefined) {
    // A tie counts the latest attempt; "better: 83 → 83" said it beat the best (a new user's walk).
    if (isBetter && to === from) verdict = t('retake.equal', { score: to });
    else if (isBetter) verdict = t('retake.better', { from, to });
    else verdict = t('retake.notBetter', { score: to, best: from });
  } else {
    verdict = isBetter
      ? t('retake.betterNoScore')
      : t('retake.notBetterNoScore', { attempt: result.bestAttempt });
  }
  return (
    <div className="mt-3 rounded-lg border border-indigo-200 bg-indigo-50 p-3">
      <h4 className="text-sm font-semibold text-indigo-900">
        {t('retake.attemptFeedback', { attempt: attempt.attempt })}
      </h4>
      <p className="mt-1 whitespace-pre-line text-slate-800">
        {attempt.feedback?.trim() ? attempt.feedback : t('interview.feedbackUnavailable')}
      </p>
      <p className="mt-2 text-sm font-medium text-indigo-900">{verdict}</p>
    </div>
  );
}
