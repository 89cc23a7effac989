import type { ReactNode } from 'react';
import { NotFoundPage } from '../../../components/not-found-page';
import { useSession } from '../../../lib/session';

/**
 * The blog editor for admins; to anyone else it does not exist (as on the server, which answers
 * 404). The dashboard layout has already made sure someone is signed in.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  return session.data?.user?.isAdmin ? children : <NotFoundPage />;
}
