import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { DashboardCards } from './dashboard-cards';

/** The signed-in user's cards with their counts; the cards stay usable while counts load or fail. */
export function DashboardProgress({ userId }: { userId: string }) {
  const { t } = useTranslation('dashboard');
  const stats = useDashboardStats(userId);
  return (
    <div>
      <p className="mb-4 text-slate-700">{t('home.intro')}</p>
      {stats.isPending ? (
        <p role="status" className="mb-4 text-sm text-slate-600">
          {t('home.loading')}
        </p>
      ) : null}
      <DashboardCards stats={stats.data?.stats} isLoading={stats.isPending} />
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
