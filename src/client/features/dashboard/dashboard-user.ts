import { useOutletContext } from 'react-router';

/** The signed-in user as the dashboard needs them: whose counts to load, whom to greet. */
export interface DashboardUser {
  id: string;
  name: string | null;
  /** Sees the blog editor in the sidebar. */
  isAdmin: boolean;
}

interface DashboardOutletContext {
  user: DashboardUser;
}

/** The layout's outlet context, so each dashboard section knows its user without a second lookup. */
export function dashboardOutletContext(user: DashboardUser): DashboardOutletContext {
  return { user };
}

/** The signed-in user, inside the /dashboard layout. */
export function useDashboardUser(): DashboardUser {
  return useOutletContext<DashboardOutletContext>().user;
}
