import type { SpeechDelivery } from '../../../../shared/speech-delivery';
import { type FormEvent, Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { parseLanguage } from '../../../../shared/language';
import type { AiNotice } from '../../../../shared/schemas/interviews';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingStatus } from '../../../components/loading-status';
import { buttonClass, card, container } from '../../../components/ui-classes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../paths';
import { answerFailureOf } from '../lib/answer-failure';
import type { InterviewDetail } from '../api/get-interview';
import type { AnswerOutcome } from '../api/submit-answer';
import { showCountedRetake } from '../lib/counted-retake';
import { EMPTY_REPLY, useStreamedAnswer } from '../hooks/use-streamed-answer';
import { useAiNotice } from '../hooks/use-ai-notice';
import { useSpeech } from '../hooks/use-speech';
import { appendPhrase, useDictation } from '../hooks/use-dictation';
import { aiNoticeOf } from '../lib/ai-notice-state';
import { AiNoticeStatus } from './ai-notice-status';
import { AnswerBox } from './answer-box';
import { AnswerVoiceTools } from './answer-voice-tools';
import { FeedbackPanel, ReportDraft } from './feedback-panel';
import { RetakeOffer, SessionProgress, loadFollowUpForm, loadRetakeForm } from './session-parts';
const PhoneScreen = lazy(() => import('./phone-screen'));
const FollowUpForm = lazy(() =>
  loadFollowUpForm().then((module) => ({ default: module.FollowUpForm })),
);
import { StoryPicker } from './story-picker';
import { LeaveOrFinish } from './finish-early';
import { SessionError } from './session-error';
import { KeepRecordingsChoice } from './keep-recordings-choice';
import { describeApiError } from '../../../lib/describe-api-error';
import { keepDraft, readDraft } from '../lib/answer-draft';
import { evidenceOfLast, lastAnsweredOnReturn, pendingFollowUp } from '../lib/pending-follow-up';
import { skipFollowUpEverywhere } from '../lib/skip-follow-up';
import { useLanguage } from '../../../lib/i18n';

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
  // Resume at the first unanswered question; with all answered but no report (the server stopped
  // while writing it), the last answer is offered again: sending it finishes the interview.
  const [order, setOrder] = useState(interview.nextOrder ?? total);
  const [answer, setAnswer] = useState(() =>
    interview.nextOrder === null
      ? (interview.questions.find((candidate) => candidate.order === total)?.answer ?? '')
      : readDraft(interview.id, interview.nextOrder),
  );
  // A follow-up left open is asked again, after its feedback; else the last feedback is shown again.
  const [pending] = useState(() => pendingFollowUp(interview));
  const [back] = useState(() => pending ?? lastAnsweredOnReturn(interview));
  const [lastFeedback, setLastFeedback] = useState<AnswerOutcome | null>(back?.outcome ?? null);
  // The question just answered, which "Try again" answers anew (its evidence under the feedback).
  const [lastAnswered, setLastAnswered] = useState<{ order: number; answer: string } | null>(
    back && { order: back.order, answer: back.answer },
  );
  /** How the answer in the box was spoken, when it was recorded: sent with it (timing only). */
  const [delivery, setDelivery] = useState<SpeechDelivery | null>(null);
  // The coach's follow-up on the answer just given, asked before the next question.
  const [followUp, setFollowUp] = useState<{ order: number; question: string } | null>(
    pending && { order: pending.order, question: pending.question },
  );
  const aiNotice = useAiNotice(startNotice);
  const { live, setLive, submit } = useStreamedAnswer(interview.id);
  const question = interview.questions.find((candidate) => candidate.order === order);
  const answeredQuestion = interview.questions.find(({ order: at }) => at === lastAnswered?.order);
  const language = parseLanguage(interview.language);
  const speech = useSpeech(question?.questionText ?? '', language);
  const dictation = useDictation(language, (phrase) =>
    setAnswer((current) => appendPhrase(current, phrase)),
  );
  const questionRef = useRef<HTMLHeadingElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  // The phone screen (questions read aloud, answers spoken), and it waiting for what was said typed.
  const [isPhoneScreen, setIsPhoneScreen] = useState(false);
  const [isTypingSpoken, setIsTypingSpoken] = useState(false);
  const answerBox = useRef<HTMLTextAreaElement>(null);
  /** The recording of the answer in the box, and whether the user chose to keep recordings. */
  const [recording, setRecording] = useState<Blob | null>(null);
  const [keepRecordings, setKeepRecordings] = useState(false);
  const [keepFailure, setKeepFailure] = useState<string | null>(null);
  const uiLanguage = useLanguage();
  const firstOrder = useRef(order);
  useDocumentTitle(t('interview.title'));
  // What is typed and not yet sent survives a reload and leaving for now (this tab only).
  useEffect(() => keepDraft(interview.id, { order, answer }), [interview.id, order, answer]);
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
  const canSubmit = answer.trim() !== '' && !submit.isPending && !speech.isSpeaking;

  /** Sends an answer: typed (`answer`), or spoken on the phone screen (its words and timing). */
  const send = ({
    text,
    spoken,
    kept = null,
  }: {
    text: string;
    spoken: SpeechDelivery | null;
    /** The recording to keep with the answer once it is saved (the user chose to keep them). */
    kept?: Blob | null;
  }) => {
    if (text.trim() === '' || submit.isPending || speech.isSpeaking) return;
    dictation.stop();
    setLive(EMPTY_REPLY);
    // Fetched while the coach writes, so a follow-up or "Try again" opens at once.
    void loadFollowUpForm().catch(() => undefined);
    void loadRetakeForm().catch(() => undefined);
    const sent = { order, answer: text.trim(), ...(spoken ? { delivery: spoken } : {}) };
    submit.mutate(sent, {
      onError: () => setLive(null),
      onSuccess: (outcome) => {
        setLive(null);
        setKeepFailure(null);
        // The answer is saved: its recording is kept after it, when the user chose so.
        if (kept) {
          // Loaded only when a recording is kept.
          import('../api/recordings')
            .then(({ keepRecording }) =>
              keepRecording({
                interviewId: interview.id,
                order: sent.order,
                recording: kept,
                language: uiLanguage,
              }),
            )
            .catch((error: unknown) =>
              setKeepFailure(
                t('keptRecording.keepFailed', {
                  message: describeApiError(error, { fallback: t('keptRecording.notKept') })
                    .message,
                }),
              ),
            );
        }
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
        keepDraft(interview.id, { order: sent.order, answer: '' });
        setOrder(outcome.nextOrder);
        setAnswer(readDraft(interview.id, outcome.nextOrder));
        setDelivery(null);
        setRecording(null);
        setIsTypingSpoken(false);
      },
    });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit)
      send({ text: answer, spoken: delivery, kept: keepRecordings ? recording : null });
  };

  const phoneScreen = {
    language,
    onStop: () => {
      setIsPhoneScreen(false);
      setIsTypingSpoken(false);
      questionRef.current?.focus();
    },
  };

  const stopVoice = () => {
    speech.stop();
    dictation.stop();
  };
  const confirmCancel = () => {
    stopVoice();
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

  const failure = submit.isError
    ? t('interview.answerFailed', {
        message: answerFailureOf(t, submit.error),
      })
    : null;
  const submitLabel = submit.isPending
    ? t(isLast ? 'interview.generatingReport' : 'interview.processing')
    : t(isLast ? 'interview.finish' : 'interview.submit');

  // Kept going: back to the button that asked, so the keyboard user is where they were.
  const keepGoing = () => {
    setIsConfirmingCancel(false);
    cancelButton.current?.focus();
  };

  const cancel = (
    <LeaveOrFinish
      leave={{ ref: cancelButton, onClick: () => setIsConfirmingCancel(true) }}
      finish={{ interviewId: interview.id, answered: order - 1, total }}
      isTyping={answer.trim() !== ''}
      onFinishing={stopVoice}
    />
  );

  return (
    <div className={`${container} max-w-3xl py-10`}>
      <SessionProgress
        jobTitle={interview.jobTitle}
        shownOrder={shownOrder}
        total={total}
        isOfflineCoach={isOfflineCoach}
      />
      <AiNoticeStatus notice={aiNotice.notice} onDismiss={dismissNotice} />
      {keepFailure ? (
        <p role="alert" className="mb-4 text-sm text-red-700">
          {keepFailure}
        </p>
      ) : null}
      {live ? (
        <FeedbackPanel feedback={live} isWriting={live.isWriting} />
      ) : (
        <FeedbackPanel
          feedback={lastFeedback}
          evidence={evidenceOfLast(interview, lastAnswered)}
          isOffline={isOfflineCoach}
        />
      )}
      {live?.assessment ? <ReportDraft text={live.assessment} /> : null}
      {!live && !followUp && lastFeedback && lastAnswered && answeredQuestion ? (
        <RetakeOffer
          target={{
            interviewId: interview.id,
            order: lastAnswered.order,
            questionText: answeredQuestion.questionText,
            previousAnswer: lastAnswered.answer,
            isOffline: isOfflineCoach,
          }}
          onCounted={showCountedRetake(setLastFeedback, setLastAnswered)}
        />
      ) : null}
      {followUp ? (
        <>
          <Suspense fallback={<LoadingStatus />}>
            <FollowUpForm
              target={{
                interviewId: interview.id,
                ...followUp,
                askedQuestion:
                  interview.questions.find((candidate) => candidate.order === followUp.order)
                    ?.questionText ?? '',
              }}
              phoneScreen={isPhoneScreen ? phoneScreen : undefined}
              onDone={(feedback) => {
                if (feedback) {
                  setLastFeedback((last) => last && { ...last, feedback, feedbackFailed: false });
                } else {
                  skipFollowUpEverywhere({
                    id: interview.id,
                    order: followUp.order,
                    language: uiLanguage,
                  });
                }
                setFollowUp(null);
              }}
            />
          </Suspense>
          {/* Leaving stays possible while the follow-up is open (and while its form loads). */}
          <div className="mt-4">{cancel}</div>
        </>
      ) : (
        <form noValidate onSubmit={handleSubmit} className={`${card} space-y-5`}>
          <h2
            ref={questionRef}
            tabIndex={-1}
            className="text-lg font-semibold break-words whitespace-pre-line text-slate-900"
          >
            {question.questionText}
          </h2>
          {isPhoneScreen ? (
            <Suspense fallback={<LoadingStatus />}>
              <PhoneScreen
                prompt={{ key: `question-${order}`, text: question.questionText }}
                {...phoneScreen}
                isSending={submit.isPending}
                onAnswer={(spoken) => {
                  const text = appendPhrase(answer, spoken.text);
                  setAnswer(text);
                  setDelivery(spoken.delivery);
                  setRecording(spoken.recording);
                  send({
                    text,
                    spoken: spoken.delivery,
                    kept: keepRecordings ? spoken.recording : null,
                  });
                }}
                onType={(spoken) => {
                  setDelivery(spoken.delivery);
                  setRecording(spoken.recording);
                  setIsTypingSpoken(true);
                  answerBox.current?.focus();
                }}
              />
            </Suspense>
          ) : null}
          {isPhoneScreen && (
            <KeepRecordingsChoice checked={keepRecordings} onChange={setKeepRecordings} />
          )}
          <AnswerBox
            label={t('interview.answerLabel')}
            // Said beside the box on the phone screen, where a phone shows the box, not the panel.
            hint={isPhoneScreen && isTypingSpoken ? t('phoneScreen.typeWhatYouSaid') : undefined}
            failure={failure}
            box={{
              name: 'answer',
              rows: 8,
              value: answer,
              onChange: setAnswer,
              placeholder: t('interview.answerPlaceholder'),
              ref: answerBox,
            }}
          />
          <StoryPicker
            question={question.questionText}
            onUse={(story) =>
              setAnswer((current) => (current.trim() ? `${current.trimEnd()}\n\n${story}` : story))
            }
          />
          <div className="flex flex-wrap justify-between gap-3">
            {cancel}
            <button type="submit" className={buttonClass('primary')} disabled={!canSubmit}>
              {submitLabel}
            </button>
          </div>
          {isPhoneScreen ? null : (
            <AnswerVoiceTools
              order={order}
              language={language}
              speech={speech}
              dictation={dictation}
              keep={{ checked: keepRecordings, onChange: setKeepRecordings }}
              onPhoneScreen={() => setIsPhoneScreen(true)}
              answer={{
                onDelivery: setDelivery,
                onRecording: setRecording,
                onTranscript: (text) => setAnswer((current) => appendPhrase(current, text)),
              }}
            />
          )}
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
