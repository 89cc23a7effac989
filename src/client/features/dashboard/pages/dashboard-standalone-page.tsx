import { useTranslation } from 'react-i18next';
import { container } from '../../../components/ui-classes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DashboardCards } from '../components/dashboard-cards';
import { DashboardProgress } from '../components/dashboard-progress';
import { Greeting } from '../components/greeting';
import { SignInPrompt } from '../components/sign-in-prompt';
import type { DashboardUser } from '../dashboard-user';

interface DashboardStandalonePageProps {
  /** The signed-in user, null for a guest, undefined while the session is not known. */
  user: DashboardUser | null | undefined;
}

/**
 * /dashboardPage: the unprotected dashboard home. Signed-in users see their counts; guests see
 * the cards (which lead to sign-in through the guard) and a prompt to sign in instead.
 */
export function DashboardStandalonePage({ user }: DashboardStandalonePageProps) {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('pageTitle'));
  return (
    <div className={`${container} py-10`}>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('titles.dashboard')}</h1>
      <Greeting userName={user?.name ?? null} className="mt-2 mb-6 text-lg text-slate-700" />
      {user ? <DashboardProgress userId={user.id} /> : null}
      {user === null ? (
        <>
          <SignInPrompt />
          <DashboardCards />
        </>
      ) : null}
      {user === undefined ? <DashboardCards /> : null}
    </div>
  );
}
