import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { buttonClass } from '../../../components/ui-classes';
import { describeApiError } from '../../../lib/describe-api-error';
import { paths } from '../../../paths';
import { useFinishEarly } from '../api/retake-question';

/** Fewer answers than this cannot be finished early (the server says the same). */
export const MIN_ANSWERS_TO_FINISH = 3;

/**
 * "Finish now": the answers given so far are assessed and the results open; the questions left
 * stay unanswered. Offered from the third answer on, never on the last question (sending it
 * finishes anyway).
 */
export function FinishEarly({
  interviewId,
  answered,
  total,
  isTyping,
  onFinishing,
}: {
  interviewId: string;
  answered: number;
  total: number;
  /** Text is in the answer box: the dialog says it is not sent. */
  isTyping: boolean;
  /** Called before the results open (voice tools stop). */
  onFinishing: () => void;
}) {
  const { t } = useTranslation('interviews');
  const navigate = useNavigate();
  const finish = useFinishEarly(interviewId);
  const [isConfirming, setIsConfirming] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (answered < MIN_ANSWERS_TO_FINISH || answered >= total - 1) return null;
  const left = total - answered;
  const message = t('interview.finishEarly.message', { count: left });
  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttonClass('secondary')}
        disabled={finish.isPending}
        onClick={() => setIsConfirming(true)}
      >
        {t('interview.finishEarly.button')}
      </button>
      {finish.isError ? (
        <span role="alert" className="block w-full text-sm text-red-700">
          {t('interview.finishEarly.failed', {
            message: describeApiError(finish.error, { fallback: t('interview.serverFailed') })
              .message,
          })}
        </span>
      ) : null}
      {isConfirming ? (
        <ConfirmDialog
          title={t('interview.finishEarly.title')}
          message={isTyping ? `${message} ${t('interview.finishEarly.typed')}` : message}
          confirmLabel={t('interview.finishEarly.confirm')}
          pendingLabel={t('interview.finishEarly.pending')}
          isPending={finish.isPending}
          cancelLabel={t('interview.finishEarly.keep')}
          onConfirm={() => {
            onFinishing();
            finish.mutate(undefined, {
              onSuccess: () => void navigate(paths.results(interviewId)),
              onSettled: () => setIsConfirming(false),
            });
          }}
          onCancel={() => {
            setIsConfirming(false);
            button.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}

/** The ways out of a session: leave for now (the caller confirms), or finish now. */
export function LeaveOrFinish({
  leave,
  finish,
  isTyping,
  onFinishing,
}: {
  leave: { ref: RefObject<HTMLButtonElement | null>; onClick: () => void };
  finish: { interviewId: string; answered: number; total: number };
  isTyping: boolean;
  onFinishing: () => void;
}) {
  const { t } = useTranslation('interviews');
  return (
    <span className="flex flex-wrap gap-3">
      <button
        ref={leave.ref}
        type="button"
        className={buttonClass('secondary')}
        onClick={leave.onClick}
      >
        {t('interview.cancel')}
      </button>
      <FinishEarly {...finish} isTyping={isTyping} onFinishing={onFinishing} />
    </span>
  );
}
