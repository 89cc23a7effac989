import { DashboardCards } from '../components/dashboard-cards';

/** /dashboard index: the layout already shows the title and greeting. */
export function DashboardHomePage() {
  return <DashboardCards />;
}
