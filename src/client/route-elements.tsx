// The app layer: joins the session (accounts) with layouts from other features, which must
// not import each other. The dashboard's elements live in dashboard-route-elements.tsx, loaded
// with the dashboard routes.
import { LoadingStatus } from './components/loading-status';
import { RootLayout } from './components/layout/root-layout';
import { useSession } from './lib/session';
import { useSignOut } from './features/accounts/api/sign-out';

export function AppRoot() {
  const session = useSession();
  const signOut = useSignOut();
  return <RootLayout user={session.data?.user} onSignOut={() => signOut.mutate()} />;
}

/**
 * What a page opened directly shows while its code arrives: the frame and "Loading…", never a
 * blank screen (the router shows it until the first route's chunk and texts are in).
 */
export function AppRootFallback() {
  const session = useSession();
  const signOut = useSignOut();
  return (
    <RootLayout user={session.data?.user} onSignOut={() => signOut.mutate()}>
      <LoadingStatus />
    </RootLayout>
  );
}
