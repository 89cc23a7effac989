import { Hono } from 'hono';
import { savedJobsQuerySchema } from '../../../shared/schemas/vacancies';
import type { AppEnv } from '../../http/context';
import { requireUser } from '../../http/session';
import type { JobBoardRouteDeps } from './job-board';
import { queryParams } from '../../http/query-params';
import { listSavedJobs, removeSavedJob, saveVacancy, unsaveVacancy } from './saved-jobs.service';
import { toSavedJob } from './saved-jobs.views';

/** A user's bookmarks: the detail page's toggle and the Saved Jobs page. */
export function savedJobsRoutes(deps: JobBoardRouteDeps) {
  return new Hono<AppEnv>()
    .put('/vacancies/:id/save', requireUser, async (c) => {
      const userId = c.get('user').id;
      await saveVacancy(deps, { userId, vacancyId: c.req.param('id') });
      return c.json({ isSaved: true }, 200);
    })
    .delete('/vacancies/:id/save', requireUser, async (c) => {
      const userId = c.get('user').id;
      await unsaveVacancy(deps, { userId, vacancyId: c.req.param('id') });
      return c.json({ isSaved: false }, 200);
    })
    .get('/saved-jobs', requireUser, queryParams(savedJobsQuerySchema), async (c) => {
      const userId = c.get('user').id;
      const rows = await listSavedJobs(deps, {
        userId,
        listing: c.req.valid('query'),
        now: deps.now(),
        language: c.get('language'),
      });
      return c.json({ savedJobs: rows.map(toSavedJob) }, 200);
    })
    .delete('/saved-jobs/:id', requireUser, async (c) => {
      const userId = c.get('user').id;
      const savedJobId = c.req.param('id');
      await removeSavedJob(deps, { userId, savedJobId });
      return c.json({ id: savedJobId, isRemoved: true }, 200);
    });
}
