import { type FormEvent, Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormMessage } from '../../../components/form-message';
import { PageHeader } from '../../../components/page-header';
import { buttonClass, card, container, fieldInput, textLink } from '../../../components/ui-classes';
import { describeApiError } from '../../../lib/describe-api-error';
import { useLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { rememberTriedAnswer } from '../../../lib/tried-answer';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { newInterviewState, paths } from '../../../paths';
import { AnswerEvidence } from '../components/answer-evidence';
import { useTrialAnswer, useTrialQuestion } from '../api/try-question';
import { type TrialJob, TrialJobForm } from '../components/trial-job-form';
import { keepTrialDraft, readTrialDraft } from '../lib/trial-draft';

const VoiceAnswer = lazy(() => import('../components/voice-answer'));

/**
 * /try: a visitor names a job, answers one of the coach's questions for it and reads the
 * feedback, without an account. The answer stays in this browser, for the first full interview.
 */
export function TryQuestionPage() {
  const { t } = useTranslation(['tryQuestion', 'interviews']);
  useDocumentTitle(t('title'));
  const uiLanguage = useLanguage();
  // The trial as it stood before a reload (trial-draft.ts).
  const [draft] = useState(readTrialDraft);
  const [job, setJob] = useState<TrialJob | null>(draft?.job ?? null);
  const [answer, setAnswer] = useState(draft?.answer ?? '');
  const [restored, setRestored] = useState(draft?.asked ?? null);
  const question = useTrialQuestion();
  const feedback = useTrialAnswer();
  const answerRef = useRef<HTMLTextAreaElement>(null);
  const ids = { answer: useId(), hint: useId(), feedback: useId() };
  const asked = question.data ?? restored ?? undefined;
  useEffect(
    () => keepTrialDraft(job && asked ? { job, asked, answer } : null),
    [job, asked, answer],
  );
  const failureTexts = { fallback: t('failed'), connectionLost: t('connectionLost') };

  const askFor = (nextJob: TrialJob, turn = 0) => {
    setJob(nextJob);
    setRestored(null);
    feedback.reset();
    question.mutate(
      { ...nextJob, turn },
      { onSuccess: () => requestAnimationFrame(() => answerRef.current?.focus()) },
    );
  };

  const handleAnswer = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!job || !asked || feedback.isPending) return;
    feedback.mutate(
      { ...job, turn: asked.turn, answer },
      {
        onSuccess: (result) =>
          rememberTriedAnswer({
            ...job,
            question: result.question,
            answer: answer.trim(),
            score: result.evidence.score,
          }),
      },
    );
  };

  return (
    <div className={`${container} max-w-3xl py-10`}>
      <PageHeader title={t('title')} lead={t('lead')} />
      {!asked || !job ? (
        <div className={card}>
          <TrialJobForm
            initial={job ?? { jobTitle: '', jobDescription: '', language: uiLanguage }}
            isAsking={question.isPending}
            onAsk={(nextJob) => askFor(nextJob)}
          />
          {question.isError ? (
            <div className="mt-4">
              <FormMessage kind="error">
                {describeApiError(question.error, failureTexts).message}
              </FormMessage>
            </div>
          ) : null}
        </div>
      ) : (
        <div className="space-y-6">
          <section aria-labelledby={`${ids.answer}-heading`} className={card}>
            <p className="text-sm text-slate-600">{job.jobTitle}</p>
            <h2 id={`${ids.answer}-heading`} className="mt-1 text-lg font-semibold text-slate-900">
              {t('question.heading')}
            </h2>
            <p lang={job.language} className="mt-2 text-lg text-slate-900">
              {asked.question}
            </p>
            <div className="mt-3 flex flex-wrap gap-4 text-sm">
              {asked.hasNext ? (
                <button
                  type="button"
                  className={textLink}
                  disabled={question.isPending}
                  onClick={() => {
                    setAnswer('');
                    askFor(job, asked.turn + 1);
                  }}
                >
                  {t('question.another')}
                </button>
              ) : null}
              <button
                type="button"
                className={textLink}
                onClick={() => {
                  question.reset();
                  feedback.reset();
                  setRestored(null);
                }}
              >
                {t('question.changeJob')}
              </button>
            </div>
            <form noValidate onSubmit={handleAnswer} className="mt-5 space-y-3">
              <label htmlFor={ids.answer} className="block text-sm font-medium text-slate-800">
                {t('question.answerLabel')}
              </label>
              <p id={ids.hint} className="text-sm text-slate-600">
                {t(`question.answerHints.${asked.kind ?? 'story'}`)}
              </p>
              <Suspense fallback={null}>
                <VoiceAnswer language={job.language} />
              </Suspense>
              <textarea
                ref={answerRef}
                id={ids.answer}
                name="answer"
                lang={job.language}
                rows={7}
                value={answer}
                onChange={(event) => setAnswer(event.target.value)}
                aria-describedby={ids.hint}
                className={fieldInput}
              />
              {feedback.isError ? (
                <FormMessage kind="error">
                  {describeApiError(feedback.error, failureTexts).message}
                </FormMessage>
              ) : null}
              <button
                type="submit"
                disabled={feedback.isPending}
                className={buttonClass('primary')}
              >
                {feedback.isPending ? t('question.submitting') : t('question.submit')}
              </button>
            </form>
          </section>
          {feedback.data ? (
            <>
              <section aria-labelledby={ids.feedback} className={card}>
                <h2 id={ids.feedback} className="text-lg font-semibold text-slate-900">
                  {t('feedback.heading')}
                </h2>
                <p lang={job.language} role="status" className="mt-2 text-slate-900">
                  {feedback.data.feedback}
                </p>
                <p className="mt-2 text-sm font-medium text-slate-800">
                  {t('feedback.score', { score: feedback.data.evidence.score })}
                </p>
                <AnswerEvidence evidence={feedback.data.evidence} isOffline />
                <p className="mt-3 text-sm text-slate-600">{t('feedback.offline')}</p>
              </section>
              <KeepGoing job={job} />
            </>
          ) : null}
        </div>
      )}
    </div>
  );
}

/** The way on: an account keeps this answer as question 1 of a full interview for the job. */
function KeepGoing({ job }: { job: TrialJob }) {
  const { t } = useTranslation('tryQuestion');
  const session = useSession();
  const isSignedIn = Boolean(session.data?.user);
  const prefill = newInterviewState({ jobTitle: job.jobTitle, jobDescription: job.jobDescription });
  return (
    <section className="rounded-2xl border border-indigo-200 bg-indigo-50 p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t('feedback.keepHeading')}</h2>
      <p className="mt-2 text-slate-800">{t('feedback.keepLead')}</p>
      <div className="mt-4">
        {isSignedIn ? (
          <Link to={paths.newInterview} state={prefill} className={buttonClass('primary')}>
            {t('feedback.continue')}
          </Link>
        ) : (
          <Link
            to={paths.signUp}
            state={{ from: { pathname: paths.newInterview, state: prefill } }}
            className={buttonClass('primary')}
          >
            {t('feedback.signUp')}
          </Link>
        )}
      </div>
    </section>
  );
}
