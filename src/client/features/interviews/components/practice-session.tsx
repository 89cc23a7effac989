import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { interviewErrorOf } from '../lib/answer-failure';
import { Link } from 'react-router';
import { buttonClass, card, textLink } from '../../../components/ui-classes';
import { paths } from '../../../paths';
import type { InterviewDetail } from '../api/get-interview';
import { useReassessInterview } from '../api/retake-question';
import { FormMessage } from '../../../components/form-message';
import { ApiError } from '../../../lib/api-client';
import { asCounted } from '../lib/counted-attempt';
import { RetakeForm } from './retake-form';

/**
 * "Practise the weakest again": the chosen questions one at a time, each answered anew; at the end
 * the assessment is rewritten with the best attempts and the results open again.
 */
export function PracticeSession({
  interview,
  orders,
  onDone,
}: {
  interview: InterviewDetail;
  orders: number[];
  onDone: () => void;
}) {
  const { t } = useTranslation('interviews');
  const [index, setIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reassess = useReassessInterview(interview.id);
  const questions = orders
    .map((order) => interview.questions.find((question) => question.order === order))
    .filter((question): question is InterviewDetail['questions'][number] => Boolean(question));
  const question = questions[index];
  const isLast = index >= questions.length - 1;

  // Each new question takes the reader's focus, as the interview itself does.
  useEffect(() => {
    if (index > 0) headingRef.current?.focus();
  }, [index]);

  // Rewritten only when something was answered again; "already up to date" is as good as done.
  const finish = () =>
    reassess.mutate(undefined, {
      onSuccess: onDone,
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'assessment_up_to_date') onDone();
      },
    });
  const isUpToDate =
    reassess.error instanceof ApiError && reassess.error.code === 'assessment_up_to_date';

  if (!question) {
    return (
      <div className={card}>
        <p className="text-slate-800">{t('retake.nothingToPractise')}</p>
        <p className="mt-3">
          <Link to={paths.results(interview.id)} className={textLink}>
            {t('retake.backToResults')}
          </Link>
        </p>
      </div>
    );
  }
  const counted = asCounted(question);
  return (
    <section className={card} aria-labelledby="practice-title">
      <h2 id="practice-title" className="text-xl font-semibold text-slate-900">
        {t('retake.practiseTitle')}
      </h2>
      <p className="mt-1 text-slate-700">{t('retake.practiseIntro')}</p>
      <h3 ref={headingRef} tabIndex={-1} className="mt-4 text-sm font-semibold text-indigo-700">
        {t('retake.practiseProgress', { current: index + 1, total: questions.length })}
      </h3>
      <RetakeForm
        key={question.order}
        target={{
          interviewId: interview.id,
          order: question.order,
          questionText: question.questionText,
          previousAnswer: counted.answer ?? '',
          isOffline: interview.coach === 'offline',
        }}
      />
      {reassess.isError && !isUpToDate ? (
        <div className="mt-3">
          <FormMessage kind="error">
            {t('retake.updateFailed', {
              message: interviewErrorOf(t, reassess.error),
            })}
          </FormMessage>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap justify-between gap-3">
        <Link to={paths.results(interview.id)} className={buttonClass('secondary')}>
          {t('retake.backToResults')}
        </Link>
        {isLast ? (
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={reassess.isPending}
            onClick={finish}
          >
            {reassess.isPending ? t('retake.updating') : t('retake.finishPractice')}
          </button>
        ) : (
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => setIndex((current) => current + 1)}
          >
            {t('retake.next')}
          </button>
        )}
      </div>
    </section>
  );
}
