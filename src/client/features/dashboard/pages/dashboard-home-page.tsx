import { DashboardProgress } from '../components/dashboard-progress';
import { useDashboardUser } from '../dashboard-user';

/** /dashboard index: the layout already shows the title and greeting. */
export function DashboardHomePage() {
  return <DashboardProgress userId={useDashboardUser().id} />;
}
