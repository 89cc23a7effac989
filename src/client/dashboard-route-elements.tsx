// The app layer for the dashboard routes, in their own chunk: joins the session (accounts) with
// the dashboard's layouts, which must not import each other (see route-elements.tsx).
import { useSession } from './lib/session';
import { RequireAuth } from './features/accounts/components/require-auth';
import { DashboardLayout } from './features/dashboard/components/dashboard-layout';
import { DashboardStandalonePage } from './features/dashboard/pages/dashboard-standalone-page';

export function ProtectedDashboard() {
  return <RequireAuth>{(user) => <DashboardLayout user={user} />}</RequireAuth>;
}

export function DashboardStandaloneRoute() {
  const session = useSession();
  // undefined until the session is known: no counts and no sign-in prompt before then.
  return <DashboardStandalonePage user={session.data?.user} />;
}
