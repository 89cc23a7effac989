import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterviewDetail } from '../api/get-interview';
import { AnswerEvidence } from './answer-evidence';

/** Each question with the user's answer and the coach's feedback (placeholders when missing). */
export function QuestionBreakdown({
  questions,
  isOffline,
}: {
  questions: InterviewDetail['questions'];
  isOffline: boolean;
}) {
  const { t } = useTranslation('interviews');
  const titleId = useId();
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
        {questions.map((question) => (
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
              <div>
                <dt className="text-sm font-medium text-slate-600">{t('results.aiFeedback')}</dt>
                <dd className="mt-1 break-words">
                  {orEmpty(question.feedback, t('results.missingFeedback'))}
                </dd>
              </div>
            </dl>
            {question.evidence ? (
              <AnswerEvidence evidence={question.evidence} isOffline={isOffline} />
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
