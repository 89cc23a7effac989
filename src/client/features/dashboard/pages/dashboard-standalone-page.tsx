import { useTranslation } from 'react-i18next';
import { container } from '../../../components/ui-classes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DashboardCards } from '../components/dashboard-cards';
import { Greeting } from '../components/greeting';

/** /dashboardPage: the unprotected dashboard home, greeting "User" when nobody is signed in. */
export function DashboardStandalonePage({ userName }: { userName: string | null }) {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('pageTitle'));
  return (
    <div className={`${container} py-10`}>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('titles.dashboard')}</h1>
      <Greeting userName={userName} className="mt-2 mb-6 text-lg text-slate-700" />
      <DashboardCards />
    </div>
  );
}
