import { Hono } from 'hono';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import type { DashboardRepository } from './dashboard.repository';

export interface DashboardRouteDeps {
  repository: DashboardRepository;
  /** The id of the request's signed-in user, or null for a guest. */
  findUserId: (request: Request) => Promise<string | null>;
}

export function dashboardRoutes(deps: DashboardRouteDeps) {
  // Reading four counts has no rules to keep, so the route calls the repository directly.
  return new Hono<AppEnv>().get('/dashboard/stats', async (c) => {
    c.header('Cache-Control', 'no-store');
    const userId = await deps.findUserId(c.req.raw);
    if (!userId) throw new AppError('unauthorized');
    const stats = await deps.repository.countStats(userId);
    // The session outlived its user (deleted a moment ago): as signed out as a guest.
    if (!stats) throw new AppError('unauthorized');
    return c.json({ stats }, 200);
  });
}
