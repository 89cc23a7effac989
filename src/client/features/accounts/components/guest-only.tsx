import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../../lib/session';
import { destinationAfterSignIn, stateAfterSignIn } from '../after-sign-in';

/**
 * Sign-in and sign-up pages are for guests: someone already signed in goes where signing in
 * would have taken them. While the session is still loading, the page shows as usual.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.data?.user) {
    return (
      <Navigate
        to={destinationAfterSignIn(location.state)}
        state={stateAfterSignIn(location.state)}
        replace
      />
    );
  }
  return children;
}
