import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SAVED_JOB_FILTERS, SAVED_JOB_SORTS } from '../../../../shared/vacancy-limits';
import { ErrorPanel } from '../../../components/error-panel';
import { textLink } from '../../../components/ui-classes';
import { paths } from '../../../paths';
import { useSavedJobs } from '../api/list-saved-jobs';
import { ListSelect } from '../components/list-select';
import { SavedJobList } from '../components/saved-job-list';
import { SavedSearchList } from '../components/saved-search-list';
import { ToastMessage } from '../components/toast-message';
import { useToast } from '../hooks/use-toast';
import { type SavedJobsListing, savedJobsListingOf, savedJobsParamsOf } from '../lib/list-params';

/** /dashboard/saved-jobs: the user's bookmarks, filtered and sorted as the URL says. */
export function SavedJobsPage() {
  const { t } = useTranslation('vacancies');
  const [params, setParams] = useSearchParams();
  const listing = savedJobsListingOf(params);
  const query = useSavedJobs({ filter: listing.filter, sort: listing.sort });
  const { toast, show } = useToast();
  const change = (changes: Partial<SavedJobsListing>) =>
    setParams(savedJobsParamsOf({ ...listing, ...changes }), { replace: true });

  return (
    <div>
      <div className="mb-4 flex flex-wrap gap-4">
        <ListSelect
          label={t('savedJobs.filter')}
          value={listing.filter}
          options={SAVED_JOB_FILTERS.map((filter) => ({
            value: filter,
            label: t(`savedJobs.filters.${filter}`),
          }))}
          onChange={(filter) => change({ filter })}
        />
        <ListSelect
          label={t('savedJobs.sort')}
          value={listing.sort}
          options={SAVED_JOB_SORTS.map((sort) => ({
            value: sort,
            label: t(`savedJobs.sorts.${sort}`),
          }))}
          onChange={(sort) => change({ sort })}
        />
      </div>
      <div className="mb-4">
        <ToastMessage toast={toast} />
      </div>
      {query.isPending ? (
        <p role="status" className="text-slate-600">
          {t('savedJobs.loading')}
        </p>
      ) : query.isError ? (
        <ErrorPanel
          message={t('savedJobs.loadFailed')}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : query.data.savedJobs.length === 0 ? (
        <EmptySavedJobs isFiltered={listing.filter !== 'all'} />
      ) : (
        <SavedJobList savedJobs={query.data.savedJobs} onMessage={show} />
      )}
      {/* Its texts load with it (a deferred namespace): the saved jobs show meanwhile. */}
      <Suspense fallback={null}>
        <SavedSearchList onMessage={show} />
      </Suspense>
    </div>
  );
}

function EmptySavedJobs({ isFiltered }: { isFiltered: boolean }) {
  const { t } = useTranslation('vacancies');
  if (isFiltered) return <p className="text-slate-600">{t('savedJobs.emptyFiltered')}</p>;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{t('savedJobs.emptyTitle')}</h2>
      <p className="mt-1 text-slate-700">{t('savedJobs.emptyText')}</p>
      <Link to={paths.vacancies} className={`${textLink} mt-3 inline-block`}>
        {t('savedJobs.browse')}
      </Link>
    </div>
  );
}
