import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { container } from '../../../components/ui-classes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type DashboardUser, dashboardOutletContext } from '../dashboard-user';
import { dashboardTitleKey } from '../title-for-path';
import { DashboardSidebar } from './dashboard-sidebar';

/** /dashboard/*: sidebar, a header titled after the current section, then the section. */
export function DashboardLayout({ user }: { user: DashboardUser }) {
  const { t } = useTranslation('dashboard');
  const { pathname } = useLocation();
  const title = t(`titles.${dashboardTitleKey(pathname)}`);
  useDocumentTitle(title);
  return (
    <div className={`${container} py-8 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8`}>
      <DashboardSidebar userName={user.name} isAdmin={user.isAdmin} />
      <div className="min-w-0">
        <header className="mb-6">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        </header>
        <Outlet context={dashboardOutletContext(user)} />
      </div>
    </div>
  );
}
