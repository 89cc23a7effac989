import { AppError } from '../../app-error';
import type { DashboardRepository, DashboardStats } from './dashboard.repository';

/** The four counts of the user's dashboard. */
export async function readDashboardStats(
  deps: { repository: DashboardRepository },
  options: { userId: string },
): Promise<DashboardStats> {
  const stats = await deps.repository.countStats(options.userId);
  // The session outlived its user (deleted a moment ago): as signed out as a guest.
  if (!stats) throw new AppError('unauthorized');
  return stats;
}
