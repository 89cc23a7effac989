import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { SessionUser } from '../../../../shared/schemas/session';
import { ErrorPanel } from '../../../components/error-panel';
import { LoadingStatus } from '../../../components/loading-status';
import { paths } from '../../../paths';
import { useSession } from '../../../lib/session';

interface RequireAuthProps {
  /** What to show for the signed-in user; the nested routes by default. */
  children?: (user: SessionUser) => ReactNode;
}

/**
 * Renders protected routes only once the session is known: guests go to /signin (remembering
 * where they were headed); a failed check is shown as such, never mistaken for "signed out".
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const { t } = useTranslation('accounts');
  const session = useSession();
  const location = useLocation();

  if (session.isPending) return <LoadingStatus />;
  if (session.isError) {
    return (
      <ErrorPanel
        message={t('session.loadFailed')}
        onRetry={() => void session.refetch()}
        isRetrying={session.isFetching}
      />
    );
  }
  const { user } = session.data;
  if (!user) return <Navigate to={paths.signIn} replace state={{ from: location }} />;
  return children ? children(user) : <Outlet />;
}
