import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, card } from '../../../components/ui-classes';
import { answerFailureOf } from '../lib/answer-failure';
import { useAnswerFollowUp } from '../api/retake-question';
import { AnswerBox } from './answer-box';

/**
 * The coach's follow-up on the answer just given, asked before the next question: answered (its
 * answer counts with the first, and the feedback is rewritten) or skipped. What was typed stays in
 * the box when sending fails.
 */
export function FollowUpForm({
  target,
  onDone,
}: {
  /** `question` is the follow-up; `askedQuestion` the interview's question it follows. */
  target: { interviewId: string; order: number; question: string; askedQuestion: string };
  /** Called with the rewritten feedback, or with nothing when skipped. */
  onDone: (feedback?: string) => void;
}) {
  const { t } = useTranslation('interviews');
  const titleId = useId();
  const [answer, setAnswer] = useState('');
  const send = useAnswerFollowUp(target.interviewId);
  const heading = useRef<HTMLHeadingElement>(null);

  // The follow-up takes the reader's focus, as a new question does.
  useEffect(() => heading.current?.focus(), []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (answer.trim() === '' || send.isPending) return;
    send.mutate(
      { order: target.order, answer: answer.trim() },
      { onSuccess: (result) => onDone(result.feedback) },
    );
  };

  const failure = send.isError
    ? t('followUp.failed', {
        message: answerFailureOf(t, send.error),
      })
    : null;

  return (
    <section aria-labelledby={titleId} className={`${card} space-y-4`}>
      <div>
        <p id={titleId} className="text-sm font-semibold text-indigo-700">
          {t('followUp.title', { order: target.order })}
        </p>
        {target.askedQuestion ? (
          <p className="mt-1 text-sm break-words text-slate-600">{target.askedQuestion}</p>
        ) : null}
      </div>
      <h2
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold break-words whitespace-pre-line text-slate-900"
      >
        {target.question}
      </h2>
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <AnswerBox
          label={t('followUp.label')}
          hint={t('followUp.hint')}
          failure={failure}
          box={{ name: 'follow-up-answer', rows: 5, value: answer, onChange: setAnswer }}
        />
        <div className="flex flex-wrap justify-between gap-3">
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={send.isPending}
            onClick={() => onDone()}
          >
            {t('followUp.skip')}
          </button>
          <button
            type="submit"
            className={buttonClass('primary')}
            disabled={answer.trim() === '' || send.isPending}
          >
            {send.isPending ? t('followUp.sending') : t('followUp.send')}
          </button>
        </div>
      </form>
    </section>
  );
}
