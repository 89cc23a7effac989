// The app layer: joins the session (accounts) with layouts from other features, which must
// not import each other. The dashboard's elements live in dashboard-route-elements.tsx, loaded
// with the dashboard routes.
import { RootLayout } from './components/layout/root-layout';
import { useSession } from './lib/session';
import { useSignOut } from './features/accounts/api/sign-out';

export function AppRoot() {
  const session = useSession();
  const signOut = useSignOut();
  return <RootLayout user={session.data?.user} onSignOut={() => signOut.mutate()} />;
}
