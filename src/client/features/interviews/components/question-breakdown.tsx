import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form-message';
import { formatChange } from '../../../../shared/format';
import { buttonClass } from '../../../components/ui-classes';
import type { InterviewDetail } from '../api/get-interview';
import { type AttemptView, asCounted, canRetake } from '../lib/counted-attempt';
import { AnswerEvidence } from './answer-evidence';
import { DeliveryPanel } from './delivery-panel';
import { KeptRecording, RecordingDeleted } from './kept-recording';
import { RetakeForm } from './retake-form';
import { SaveStoryForm } from './save-story-form';

type Question = InterviewDetail['questions'][number];

/**
 * Each question with the user's answer and the coach's feedback (placeholders when missing): the
 * best attempt when it was answered more than once, the others folded below, and "Try again".
 */
export function QuestionBreakdown({
  interviewId,
  questions,
  isOffline,
}: {
  interviewId: string;
  questions: InterviewDetail['questions'];
  isOffline: boolean;
}) {
  const { t } = useTranslation('interviews');
  const titleId = useId();
  const [retaking, setRetaking] = useState<number | null>(null);
  const [deletedRecordings, setDeletedRecordings] = useState<readonly number[]>([]);
  const [saving, setSaving] = useState<number | null>(null);
  // Questions whose answer was saved to the story bank here: said under them, actions kept.
  const [savedOrders, setSavedOrders] = useState<readonly number[]>([]);
  const orEmpty = (text: string | null, placeholder: string) =>
    text?.trim() ? (
      <span className="whitespace-pre-line">{text}</span>
    ) : (
      <span className="text-slate-500 italic">{placeholder}</span>
    );
  return (
    <section aria-labelledby={titleId} className="mt-8">
      <h2 id={titleId} className="mb-4 text-xl font-semibold text-slate-900">
        {t('results.breakdown')}
      </h2>
      <ol className="space-y-4">
        {questions.map((asked) => {
          const question = asCounted(asked);
          return (
            <li key={question.order} className="rounded-xl border border-slate-200 bg-white p-5">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-sm font-semibold text-indigo-700">
                  {t('results.questionHeading', { order: question.order })}
                </h3>
                {/* The offline coach's score of this answer, beside it rather than folded away. */}
                {isOffline && question.evidence && question.answer !== null ? (
                  <p className="rounded-full bg-indigo-50 px-3 py-0.5 text-sm font-semibold text-indigo-800 tabular-nums">
                    {t('results.answerScore', { score: question.evidence.score })}
                  </p>
                ) : null}
              </div>
              <p className="mt-1 font-semibold break-words text-slate-900">
                {orEmpty(question.questionText, t('results.missingQuestion'))}
              </p>
              <dl className="mt-3 space-y-3 text-slate-800">
                <div>
                  <dt className="text-sm font-medium text-slate-600">{t('results.yourAnswer')}</dt>
                  <dd className="mt-1 break-words">
                    {orEmpty(question.answer, t('results.missingAnswer'))}
                  </dd>
                </div>
                {question.followUp && question.followUpAnswer ? (
                  <div>
                    <dt className="text-sm font-medium text-slate-600">
                      {t('results.followUp')}: {question.followUp}
                    </dt>
                    <dd className="mt-1 break-words whitespace-pre-line">
                      {question.followUpAnswer}
                    </dd>
                  </div>
                ) : null}
                <div>
                  <dt className="text-sm font-medium text-slate-600">
                    {isOffline ? t('results.coachFeedback') : t('results.aiFeedback')}
                  </dt>
                  <dd className="mt-1 break-words">
                    {orEmpty(question.feedback, t('results.missingFeedback'))}
                  </dd>
                </div>
              </dl>
              {question.evidence ? (
                <AnswerEvidence evidence={question.evidence} isOffline={isOffline} />
              ) : null}
              {question.delivery ? <DeliveryPanel delivery={question.delivery} /> : null}
              {question.hasRecording ? (
                <KeptRecording
                  interviewId={interviewId}
                  order={question.order}
                  onDeleted={() => setDeletedRecordings((orders) => [...orders, question.order])}
                />
              ) : deletedRecordings.includes(question.order) ? (
                <RecordingDeleted />
              ) : null}
              <Attempts question={asked} isOffline={isOffline} />
              {retaking === question.order ? (
                <RetakeForm
                  target={{
                    interviewId,
                    order: question.order,
                    questionText: question.questionText,
                    previousAnswer: asked.attempts.at(-1)?.answer ?? question.answer ?? '',
                    isOffline,
                  }}
                  onClose={() => setRetaking(null)}
                />
              ) : null}
              {saving === question.order && question.answer !== null ? (
                <SaveStoryForm
                  source={{
                    interviewId,
                    order: question.order,
                    question: question.questionText,
                    answer: [question.answer, question.followUpAnswer].filter(Boolean).join('\n\n'),
                    skills: question.evidence?.jobTermsUsed ?? [],
                  }}
                  onClose={() => setSaving(null)}
                  onSaved={() => {
                    setSaving(null);
                    setSavedOrders((orders) => [...orders, question.order]);
                  }}
                />
              ) : null}
              {saving !== question.order && savedOrders.includes(question.order) ? (
                <div className="mt-3">
                  <FormMessage kind="success">{t('stories.saved')}</FormMessage>
                </div>
              ) : null}
              {retaking !== question.order &&
              saving !== question.order &&
              question.answer !== null ? (
                <p className="mt-3 flex flex-wrap gap-3">
                  {canRetake(asked) ? (
                    <button
                      type="button"
                      className={buttonClass('secondary')}
                      aria-label={t('retake.tryAgainQuestion', { order: question.order })}
                      onClick={() => setRetaking(question.order)}
                    >
                      {t('retake.tryAgain')}
                    </button>
                  ) : null}
                  {/* Saved once from this page: not offered again, so no second copy. */}
                  {savedOrders.includes(question.order) ? null : (
                    <button
                      type="button"
                      className={buttonClass('secondary')}
                      aria-label={t('stories.saveQuestion', { order: question.order })}
                      onClick={() => setSaving(question.order)}
                    >
                      {t('stories.save')}
                    </button>
                  )}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Which attempt counts, how it changed from the first, and the other attempts, folded. */
function Attempts({ question, isOffline }: { question: Question; isOffline: boolean }) {
  const { t } = useTranslation('interviews');
  if (question.attempts.length < 2 || question.bestAttempt === null) return null;
  const first = question.attempts[0]?.evidence?.score;
  const best = question.attempts.find((attempt) => attempt.attempt === question.bestAttempt)
    ?.evidence?.score;
  const others = question.attempts.filter((attempt) => attempt.attempt !== question.bestAttempt);
  return (
    <div className="mt-3 text-sm text-slate-700">
      <p className="font-medium">
        {t('retake.attempts', { count: question.attempts.length, best: question.bestAttempt })}
        {isOffline && first !== undefined && best !== undefined ? (
          <>
            {' · '}
            {t('retake.change', { first, best, change: formatChange(best - first) })}
          </>
        ) : null}
      </p>
      <details className="mt-2">
        <summary className="cursor-pointer text-indigo-700">{t('retake.otherAttempts')}</summary>
        <ol className="mt-2 space-y-3">
          {others.map((attempt) => (
            <OtherAttempt key={attempt.attempt} attempt={attempt} isOffline={isOffline} />
          ))}
        </ol>
      </details>
    </div>
  );
}

function OtherAttempt({ attempt, isOffline }: { attempt: AttemptView; isOffline: boolean }) {
  const { t } = useTranslation('interviews');
  return (
    <li className="rounded-lg bg-slate-50 p-3">
      <p className="font-semibold text-slate-900">
        {t('retake.attemptHeading', { attempt: attempt.attempt })}
        {isOffline && attempt.evidence ? (
          <> · {t('results.answerScore', { score: attempt.evidence.score })}</>
        ) : null}
      </p>
      <p className="mt-1 break-words whitespace-pre-line text-slate-800">{attempt.answer}</p>
      <p className="mt-1 break-words whitespace-pre-line text-slate-600">
        {attempt.feedback?.trim() ? attempt.feedback : t('results.missingFeedback')}
      </p>
    </li>
  );
}
