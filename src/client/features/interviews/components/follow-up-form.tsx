import { type FormEvent, Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, card } from '../../../components/ui-classes';
import { answerFailureOf } from '../lib/answer-failure';
import { useAnswerFollowUp } from '../api/retake-question';
import type { Language } from '../../../../shared/language';
import { appendPhrase } from '../hooks/use-dictation';
import { AnswerBox } from './answer-box';
import { keepDraft, readDraft } from '../lib/answer-draft';

const PhoneScreen = lazy(() => import('./phone-screen'));

/**
 * The coach's follow-up on the answer just given, asked before the next question: answered (its
 * answer counts with the first, and the feedback is rewritten) or skipped. What was typed stays in
 * the box when sending fails.
 */
export function FollowUpForm({
  target,
  onDone,
  phoneScreen,
}: {
  /** `question` is the follow-up; `askedQuestion` the interview's question it follows. */
  target: { interviewId: string; order: number; question: string; askedQuestion: string };
  /** Called with the rewritten feedback, or with nothing when skipped. */
  onDone: (feedback?: string) => void;
  /** On the phone screen, the follow-up is read aloud and answered aloud. */
  phoneScreen?: { language: Language; onStop: () => void };
}) {
  const { t } = useTranslation('interviews');
  const titleId = useId();
  // What is typed survives a reload, as a question's answer does (answer-draft.ts).
  const [answer, setAnswer] = useState(() =>
    readDraft(target.interviewId, { order: target.order, part: 'follow-up' }),
  );
  const send = useAnswerFollowUp(target.interviewId);
  const heading = useRef<HTMLHeadingElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);

  useEffect(
    () => keepDraft(target.interviewId, { order: target.order, answer, part: 'follow-up' }),
    [target.interviewId, target.order, answer],
  );

  // The follow-up takes the reader's focus, as a new question does (the phone screen its own).
  useEffect(() => {
    if (!phoneScreen) heading.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the follow-up opens
  }, []);

  const sendText = (text: string) => {
    if (text.trim() === '' || send.isPending) return;
    send.mutate(
      { order: target.order, answer: text.trim() },
      {
        onSuccess: (result) => {
          keepDraft(target.interviewId, { order: target.order, answer: '', part: 'follow-up' });
          onDone(result.feedback);
        },
      },
    );
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    sendText(answer);
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
      {phoneScreen ? (
        <Suspense fallback={null}>
          <PhoneScreen
            prompt={{ key: `follow-up-${target.order}`, text: target.question }}
            {...phoneScreen}
            isSending={send.isPending}
            onAnswer={(spoken) => {
              const text = appendPhrase(answer, spoken.text);
              setAnswer(text);
              sendText(text);
            }}
            onType={() => box.current?.focus()}
          />
        </Suspense>
      ) : null}
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <AnswerBox
          label={t('followUp.label')}
          hint={t('followUp.hint')}
          failure={failure}
          box={{
            name: 'follow-up-answer',
            rows: 5,
            placeholder: t('followUp.placeholder'),
            value: answer,
            onChange: setAnswer,
            ref: box,
          }}
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
