import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui-classes';
import { paths } from '../../../paths';
import type { SavedJob } from '../api/list-saved-jobs';
import { useJobBoardFormat } from '../lib/format';
import { ApplicationStatusBadge } from './application-status-badge';
import { PracticeLink } from './practice-link';
import { VacancyTitleLink } from './vacancy-title-link';

interface SavedJobCardProps {
  savedJob: SavedJob;
  isRemoving: boolean;
  onRemove: () => void;
}

/** A saved job as the vacancy is now, saying when it was deactivated or deleted. */
export function SavedJobCard({ savedJob, isRemoving, onRemove }: SavedJobCardProps) {
  const { t } = useTranslation('vacancies');
  const format = useJobBoardFormat();
  const { vacancy, applicationStatus } = savedJob;
  // Only an active vacancy can be opened (or applied to) by someone other than its owner.
  const openableId = vacancy.status === 'active' ? vacancy.id : null;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-lg font-semibold break-words text-slate-900">
        <VacancyTitleLink vacancy={vacancy} />
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {vacancy.company} · {vacancy.location}
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-medium text-slate-900">{format.salary(vacancy)}</span>
        <span className="text-slate-600">
          {t('savedJobs.savedOn', { date: format.date(savedJob.savedAt) })}
        </span>
        {applicationStatus ? (
          <span className="inline-flex items-center gap-2 text-slate-700">
            {t('savedJobs.applied')}
            <ApplicationStatusBadge status={applicationStatus} />
          </span>
        ) : null}
      </p>
      {vacancy.status === 'active' ? null : (
        <p className="mt-2 text-sm font-medium text-red-800">
          {t(vacancy.status === 'removed' ? 'savedJobs.deleted' : 'savedJobs.inactive')}
        </p>
      )}
      <p className="mt-3 text-sm break-words whitespace-pre-line text-slate-700">
        {vacancy.excerpt}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {openableId && !applicationStatus ? (
          <Link
            to={`${paths.vacancy(openableId)}#apply`}
            aria-label={`${t('savedJobs.applyNow')} ${vacancy.title}`}
            className={buttonClass('primary', 'sm')}
          >
            {t('savedJobs.applyNow')}
          </Link>
        ) : null}
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={isRemoving}
          onClick={onRemove}
          aria-label={`${t('savedJobs.remove')} ${vacancy.title}`}
        >
          {t('savedJobs.remove')}
        </button>
        <PracticeLink
          job={{ title: vacancy.title, description: vacancy.excerpt.replace(/…$/, '') }}
        />
      </div>
    </li>
  );
}
