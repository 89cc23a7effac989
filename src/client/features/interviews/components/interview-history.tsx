import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { parseLanguage } from '../../../../shared/language';
import { ListSection } from '../../../components/list-section';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { buttonClass, textLink } from '../../../components/ui-classes';
import { describeApiError } from '../../../lib/describe-api-error';
import { useLanguage } from '../../../lib/i18n';
import { shortDate } from '../../../lib/short-date';
import { paths } from '../../../paths';
import { type InterviewSummary, useInterviews } from '../api/list-interviews';
import { useDeleteInterview } from '../api/recordings';
import { StatusBadge } from './status-badge';

/** The signed-in user's interviews, newest first, each leading to its result or back into it. */
export function InterviewHistory() {
  const { t } = useTranslation('interviews');
  const history = useInterviews();
  return (
    <ListSection
      title={t('history.title')}
      query={history}
      items={history.data?.interviews}
      text={{
        loading: t('history.loading'),
        loadFailed: t('history.loadFailed'),
        empty: t('history.empty'),
      }}
      renderItem={(interview) => <HistoryItem key={interview.id} interview={interview} />}
    />
  );
}

function HistoryItem({ interview }: { interview: InterviewSummary }) {
  const { t } = useTranslation('interviews');
  // Spec §6 shows ru-RU; every screen writes a day one way per language (lib/short-date.ts).
  const language = useLanguage();
  const isCompleted = interview.status === 'completed';
  const remove = useDeleteInterview();
  const [isConfirming, setIsConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="min-w-0">
        <h3 className="font-semibold break-words text-slate-900">{interview.jobTitle}</h3>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span>{shortDate(interview.createdAt, language)}</span>
          <StatusBadge status={interview.status} />
          <span>{t(`languages.${parseLanguage(interview.language)}`)}</span>
          {isCompleted && interview.score !== null ? (
            <span className="font-medium text-slate-800">
              {t('history.score', { score: interview.score })}
            </span>
          ) : null}
          {/* Finished early: the score covers only the questions answered. */}
          {isCompleted &&
          interview.answered > 0 &&
          interview.answered < interview.questionsCount ? (
            <span>
              {t('history.answeredOf', {
                answered: interview.answered,
                total: interview.questionsCount,
              })}
            </span>
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        {isCompleted ? (
          <Link to={paths.results(interview.id)} className={textLink}>
            {t('history.viewResult')}
          </Link>
        ) : (
          <Link to={paths.interview(interview.id)} className={textLink}>
            {t('history.continue')}
          </Link>
        )}
        <button
          ref={deleteButton}
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={remove.isPending}
          aria-label={t('history.deleteNamed', { job: interview.jobTitle })}
          onClick={() => setIsConfirming(true)}
        >
          {remove.isPending ? t('history.deleting') : t('history.delete')}
        </button>
      </div>
      {remove.isError ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {describeApiError(remove.error, { fallback: t('history.deleteFailed') }).message}
        </p>
      ) : null}
      {isConfirming ? (
        <ConfirmDialog
          title={t('history.deleteDialog.title')}
          message={t('history.deleteDialog.message', { job: interview.jobTitle })}
          confirmLabel={t('history.deleteDialog.confirm')}
          cancelLabel={t('history.deleteDialog.keep')}
          onConfirm={() => {
            setIsConfirming(false);
            remove.mutate(interview.id);
          }}
          onCancel={() => {
            setIsConfirming(false);
            deleteButton.current?.focus();
          }}
        />
      ) : null}
    </li>
  );
}
