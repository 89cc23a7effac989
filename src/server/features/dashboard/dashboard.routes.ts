import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { requireUser } from '../../http/session';
import type { DashboardRepository } from './dashboard.repository';
import { readDashboardStats } from './dashboard.service';

export interface DashboardRouteDeps {
  repository: DashboardRepository;
}

export function dashboardRoutes(deps: DashboardRouteDeps) {
  return new Hono<AppEnv>().get('/dashboard/stats', requireUser, async (c) => {
    const { stats, scores } = await readDashboardStats(deps, { userId: c.get('user').id });
    return c.json({ stats, scores }, 200);
  });
}
