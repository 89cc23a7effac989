import { AppError } from '../../app-error';
import type { DashboardRepository, DashboardStats, ScoreTrend } from './dashboard.repository';

/** The four counts of the user's dashboard, and the first and latest interview score. */
export async function readDashboardStats(
  deps: { repository: DashboardRepository },
  options: { userId: string },
): Promise<{ stats: DashboardStats; scores: ScoreTrend }> {
  const summary = await deps.repository.countStats(options.userId);
  // The session outlived its user (deleted a moment ago): as signed out as a guest.
  if (!summary) throw new AppError('unauthorized');
  return summary;
}
