// The app layer: joins the session (accounts) with layouts from other features, which must
// not import each other.
import { RootLayout } from './components/layout/root-layout';
import { useSession } from './features/accounts/api/get-session';
import { useSignOut } from './features/accounts/api/sign-out';
import { RequireAuth } from './features/accounts/components/require-auth';
import { DashboardLayout } from './features/dashboard/components/dashboard-layout';
import { DashboardStandalonePage } from './features/dashboard/pages/dashboard-standalone-page';

export function AppRoot() {
  const session = useSession();
  const signOut = useSignOut();
  return <RootLayout user={session.data?.user} onSignOut={() => signOut.mutate()} />;
}

export function ProtectedDashboard() {
  return <RequireAuth>{(user) => <DashboardLayout user={user} />}</RequireAuth>;
}

export function DashboardStandaloneRoute() {
  const session = useSession();
  // undefined until the session is known: no counts and no sign-in prompt before then.
  return <DashboardStandalonePage user={session.data?.user} />;
}
