import { useTranslation } from 'react-i18next';
import { formatChange } from '../../../../shared/format';
import { Link } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { card, textLink } from '../../../components/ui-classes';
import { paths } from '../../../paths';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { DashboardCards } from './dashboard-cards';

/** The signed-in user's cards with their counts; the cards stay usable while counts load or fail. */
export function DashboardProgress({ userId }: { userId: string }) {
  const { t } = useTranslation('dashboard');
  const stats = useDashboardStats(userId);
  const scores = stats.data?.scores;
  return (
    <div>
      <p className="mb-4 text-slate-700">{t('home.intro')}</p>
      {stats.isPending ? (
        <p role="status" className="mb-4 text-sm text-slate-600">
          {t('home.loading')}
        </p>
      ) : null}
      <DashboardCards stats={stats.data?.stats} isLoading={stats.isPending} />
      {scores && scores.latest !== null ? (
        <ScoreTrendCard latest={scores.latest} first={scores.first} job={scores.jobTitle} />
      ) : null}
      {stats.isError ? (
        <ErrorPanel
          message={t('home.loadFailed')}
          onRetry={() => void stats.refetch()}
          isRetrying={stats.isFetching}
        />
      ) : null}
    </div>
  );
}

/** The progress card: the latest interview's score, its job, and the change since its first. */
function ScoreTrendCard({
  latest,
  first,
  job,
}: {
  latest: number;
  first: number | null;
  job: string | null;
}) {
  const { t } = useTranslation('dashboard');
  const change = first === null ? 0 : latest - first;
  return (
    <section aria-labelledby="dashboard-progress-title" className={`${card} mt-6`}>
      <h2 id="dashboard-progress-title" className="text-lg font-semibold text-slate-900">
        {t('home.progress.title')}
      </h2>
      <p className="mt-1 text-slate-700">
        {job
          ? t('home.progress.latestForJob', { score: latest, job })
          : t('home.progress.latest', { score: latest })}{' '}
        {change !== 0
          ? t('home.progress.change', {
              change: formatChange(change),
            })
          : null}
      </p>
      <Link to={paths.dashboardProgress} className={`${textLink} mt-2 inline-block`}>
        {t('home.progress.link')}
      </Link>
    </section>
  );
}
