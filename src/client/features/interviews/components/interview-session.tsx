import type { SpeechDelivery } from '../../../../shared/speech-delivery';
import { type FormEvent, Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { parseLanguage } from '../../../../shared/language';
import type { AiNotice } from '../../../../shared/schemas/interviews';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingStatus } from '../../../components/loading-status';
import { FormMessage } from '../../../components/form-message';
import {
  buttonClass,
  card,
  container,
  fieldInput,
  fieldLabel,
} from '../../../components/ui-classes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../paths';
import { answerFailureOf } from '../lib/answer-failure';
import type { InterviewDetail } from '../api/get-interview';
import { type AnswerOutcome, useSubmitAnswer } from '../api/submit-answer';
import { useAiNotice } from '../hooks/use-ai-notice';
import { useSpeech } from '../hooks/use-speech';
import { appendPhrase, useDictation } from '../hooks/use-dictation';
import { aiNoticeOf } from '../lib/ai-notice-state';
import { AiNoticeStatus } from './ai-notice-status';
import { DictateButton } from './dictate-button';
import { FeedbackPanel, type LastFeedback, ReportDraft } from './feedback-panel';
// Shown only after an answer: their code comes with the first answer sent, not with the page
// (the interview page's JavaScript budget, docs/benchmarks.md).
const loadFollowUpForm = () => import('./follow-up-form');
const loadRetakeForm = () => import('./retake-form');
const VoiceAnswer = lazy(() => import('./voice-answer'));
const FollowUpForm = lazy(() =>
  loadFollowUpForm().then((module) => ({ default: module.FollowUpForm })),
);
const RetakeForm = lazy(() => loadRetakeForm().then((module) => ({ default: module.RetakeForm })));
import { StoryPicker } from './story-picker';
import { SessionError } from './session-error';
import { SpeakButton } from './speak-button';

interface LiveReply extends LastFeedback {
  feedback: string;
  isWriting: boolean;
  assessment: string;
}

const EMPTY_REPLY: LiveReply = {
  feedback: '',
  feedbackFailed: false,
  isWriting: true,
  assessment: '',
};

/**
 * One question at a time (spec §4): answer, quick feedback, next; the last one ends on results.
 * `startNotice` is the daily-AI-limit notice the interview's start came with, if any.
 */
export function InterviewSession({
  interview,
  startNotice = null,
}: {
  interview: InterviewDetail;
  startNotice?: AiNotice | null;
}) {
  const { t } = useTranslation('interviews');
  const navigate = useNavigate();
  const location = useLocation();
  const total = interview.questionsCount;
  // Resume where the user left off: the server knows the first unanswered question. With every
  // question answered but no report (the server stopped while writing it), the last answer is
  // offered again: sending it finishes the interview.
  const [order, setOrder] = useState(interview.nextOrder ?? total);
  const [answer, setAnswer] = useState(() =>
    interview.nextOrder === null
      ? (interview.questions.find((candidate) => candidate.order === total)?.answer ?? '')
      : '',
  );
  const [lastFeedback, setLastFeedback] = useState<AnswerOutcome | null>(null);
  // The question just answered, which "Try again" answers anew.
  const [lastAnswered, setLastAnswered] = useState<{ order: number; answer: string } | null>(null);
  /** How the answer in the box was spoken, when it was recorded: sent with it (timing only). */
  const [delivery, setDelivery] = useState<SpeechDelivery | null>(null);
  const [isRetaking, setIsRetaking] = useState(false);
  // The coach's follow-up on the answer just given, asked before the next question.
  const [followUp, setFollowUp] = useState<{ order: number; question: string } | null>(null);
  const aiNotice = useAiNotice(startNotice);
  // The coach's reply to the answer being sent, as it arrives.
  const [live, setLive] = useState<LiveReply | null>(null);
  const submit = useSubmitAnswer(interview.id, {
    onFeedback: (text) =>
      setLive((reply) => reply && { ...reply, feedback: reply.feedback + text }),
    onFeedbackEnd: (result) =>
      setLive(
        (reply) =>
          reply && {
            ...reply,
            feedback: result.feedback ?? '',
            feedbackFailed: result.feedbackFailed,
            isWriting: false,
          },
      ),
    onAssessment: (text) =>
      setLive((reply) => reply && { ...reply, assessment: reply.assessment + text }),
  });
  const question = interview.questions.find((candidate) => candidate.order === order);
  const answeredQuestion = interview.questions.find(
    (candidate) => candidate.order === lastAnswered?.order,
  );
  const language = parseLanguage(interview.language);
  const speech = useSpeech(question?.questionText ?? '', language);
  const dictation = useDictation(language, (phrase) =>
    setAnswer((current) => appendPhrase(current, phrase)),
  );
  const ids = { answer: useId(), error: useId(), dictation: useId() };
  const questionRef = useRef<HTMLHeadingElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  const firstOrder = useRef(order);
  useDocumentTitle(t('interview.title'));

  // Moving to the next question (or back to it after a follow-up) moves the reader's focus to it.
  useEffect(() => {
    if (followUp === null && order !== firstOrder.current) questionRef.current?.focus();
  }, [order, followUp]);

  if (!question) {
    const message =
      order === 1 ? t('sessionErrors.firstMissing') : t('sessionErrors.nextMissing', { order });
    return <SessionError title={t('interview.title')} message={message} />;
  }

  const isLast = order >= total;
  // A notice with the last feedback means the offline coach wrote it, whatever coach began.
  const isOfflineCoach = interview.coach === 'offline' || lastFeedback?.notice !== undefined;
  // While the coach's follow-up is open, the interview is still on the question it follows.
  const shownOrder = followUp?.order ?? order;
  const percent = Math.round(((shownOrder - 1) / total) * 100);
  const canSubmit = answer.trim() !== '' && !submit.isPending && !speech.isSpeaking;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    dictation.stop();
    setLive(EMPTY_REPLY);
    setIsRetaking(false);
    // Fetched while the coach writes, so a follow-up or "Try again" opens at once.
    void loadFollowUpForm().catch(() => undefined);
    void loadRetakeForm().catch(() => undefined);
    const sent = { order, answer: answer.trim(), ...(delivery ? { delivery } : {}) };
    submit.mutate(sent, {
      onError: () => setLive(null),
      onSuccess: (outcome) => {
        setLive(null);
        setLastFeedback(outcome);
        setLastAnswered(sent);
        if (outcome.followUp && !outcome.isCompleted) {
          setFollowUp({ order: sent.order, question: outcome.followUp });
        }
        aiNotice.show(outcome.notice);
        if (outcome.isCompleted || outcome.nextOrder === null) {
          void navigate(paths.results(interview.id));
          return;
        }
        setOrder(outcome.nextOrder);
        setAnswer('');
        setDelivery(null);
      },
    });
  };

  const confirmCancel = () => {
    speech.stop();
    dictation.stop();
    void navigate(paths.newInterview);
  };

  const dismissNotice = () => {
    aiNotice.dismiss();
    // A reload should not bring back a notice the user has put away.
    if (aiNoticeOf(location.state)) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    }
    // The button is gone: the reader goes on with the question.
    questionRef.current?.focus();
  };

  // Kept going: back to the button that asked, so the keyboard user is where they were.
  const keepGoing = () => {
    setIsConfirmingCancel(false);
    cancelButton.current?.focus();
  };

  const failure = submit.isError
    ? t('interview.answerFailed', {
        message: answerFailureOf(t, submit.error),
      })
    : null;
  const submitLabel = submit.isPending
    ? t(isLast ? 'interview.generatingReport' : 'interview.processing')
    : t(isLast ? 'interview.finish' : 'interview.submit');

  const cancel = (
    <button
      ref={cancelButton}
      type="button"
      className={buttonClass('secondary')}
      onClick={() => setIsConfirmingCancel(true)}
    >
      {t('interview.cancel')}
    </button>
  );

  return (
    <div className={`${container} max-w-3xl py-10`}>
      <header className="mb-6">
        <p className="text-sm font-medium text-slate-600 break-words">{interview.jobTitle}</p>
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
      <AiNoticeStatus notice={aiNotice.notice} onDismiss={dismissNotice} />
      {live ? (
        <FeedbackPanel feedback={live} isWriting={live.isWriting} />
      ) : (
        <FeedbackPanel feedback={lastFeedback} />
      )}
      {live?.assessment ? <ReportDraft text={live.assessment} /> : null}
      {!live && !followUp && lastFeedback && lastAnswered && answeredQuestion ? (
        isRetaking ? (
          <div className="mb-6">
            <Suspense fallback={<LoadingStatus />}>
              <RetakeForm
                target={{
                  interviewId: interview.id,
                  order: lastAnswered.order,
                  questionText: answeredQuestion.questionText,
                  previousAnswer: lastAnswered.answer,
                  isOffline: isOfflineCoach,
                }}
                onClose={() => setIsRetaking(false)}
              />
            </Suspense>
          </div>
        ) : (
          <p className="-mt-3 mb-6">
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => setIsRetaking(true)}
            >
              {t('retake.tryAgainQuestion', { order: lastAnswered.order })}
            </button>
          </p>
        )
      ) : null}
      {followUp ? (
        <Suspense fallback={<LoadingStatus />}>
          <FollowUpForm
            target={{
              interviewId: interview.id,
              ...followUp,
              askedQuestion:
                interview.questions.find((candidate) => candidate.order === followUp.order)
                  ?.questionText ?? '',
            }}
            onDone={(feedback) => {
              if (feedback) {
                setLastFeedback((last) => last && { ...last, feedback, feedbackFailed: false });
              }
              setFollowUp(null);
            }}
          />
          {/* Leaving stays possible while the follow-up is open. */}
          <p className="mt-4">{cancel}</p>
        </Suspense>
      ) : (
        <form noValidate onSubmit={handleSubmit} className={`${card} space-y-5`}>
          <h2
            ref={questionRef}
            tabIndex={-1}
            className="text-lg font-semibold break-words whitespace-pre-line text-slate-900"
          >
            {question.questionText}
          </h2>
          <div className="flex flex-wrap gap-x-6 gap-y-3">
            <SpeakButton speech={speech} />
            <DictateButton
              dictation={{
                ...dictation,
                // The microphone would hear the question being read aloud.
                start: () => {
                  speech.stop();
                  dictation.start();
                },
              }}
              id={ids.dictation}
            />
          </div>
          {/* Recording code loads with this page only, the voice model only on first use. */}
          <Suspense fallback={null}>
            <VoiceAnswer
              key={order}
              language={language}
              onDelivery={setDelivery}
              onStart={() => {
                speech.stop();
                dictation.stop();
              }}
              onTranscript={(text) => setAnswer((current) => appendPhrase(current, text))}
            />
          </Suspense>
          <StoryPicker
            question={question.questionText}
            onUse={(story) =>
              setAnswer((current) => (current.trim() ? `${current.trimEnd()}\n\n${story}` : story))
            }
          />
          <div>
            <label htmlFor={ids.answer} className={fieldLabel}>
              {t('interview.answerLabel')}
            </label>
            <textarea
              id={ids.answer}
              name="answer"
              rows={8}
              value={answer}
              placeholder={t('interview.answerPlaceholder')}
              onChange={(event) => setAnswer(event.target.value)}
              aria-describedby={failure ? ids.error : undefined}
              className={fieldInput}
            />
          </div>
          {failure ? (
            <FormMessage kind="error" id={ids.error}>
              {failure}
            </FormMessage>
          ) : null}
          <div className="flex flex-wrap justify-between gap-3">
            {cancel}
            <button type="submit" className={buttonClass('primary')} disabled={!canSubmit}>
              {submitLabel}
            </button>
          </div>
        </form>
      )}
      {isConfirmingCancel ? (
        <ConfirmDialog
          title={t('interview.cancelDialog.title')}
          message={t('interview.cancelDialog.message')}
          confirmLabel={t('interview.cancelDialog.confirm')}
          cancelLabel={t('interview.cancelDialog.keep')}
          onConfirm={confirmCancel}
          onCancel={keepGoing}
        />
      ) : null}
    </div>
  );
}
