import { Hono } from 'hono';
import {
  vacancyInputSchema,
  vacancySearchSchema,
  vacancyStatusInputSchema,
  vacancyUpdateSchema,
} from '../../../shared/schemas/vacancies';
import type { AppEnv } from '../../http/context';
import { jsonBody } from '../../http/validate';
import { enforceRateLimits } from '../../rate-limit/enforce';
import { toApplicationStatus } from './applications.views';
import type { JobBoardRouteDeps } from './job-board';
import { queryParams } from '../../http/query-params';
import { VACANCY_CREATE_PER_USER } from './rate-limits';
import { requireUserId } from './signed-in';
import {
  createVacancy,
  deleteVacancy,
  loadVacancy,
  searchVacancies,
  setVacancyStatus,
  updateVacancy,
} from './vacancies.service';
import { toOwnedVacancy, toVacancyDetail, toVacancyListItem } from './vacancies.views';

/** The public board and the owner's vacancies. Only the owner may change one (others get 404). */
export function vacanciesRoutes(deps: JobBoardRouteDeps) {
  return new Hono<AppEnv>()
    .get('/vacancies', queryParams(vacancySearchSchema), async (c) => {
      const result = await searchVacancies(deps, c.req.valid('query'));
      c.header('Cache-Control', 'no-cache');
      return c.json(
        {
          vacancies: result.items.map(toVacancyListItem),
          total: result.total,
          isTotalCapped: result.isTotalCapped,
          page: result.page,
          pageSize: result.pageSize,
          pageCount: result.pageCount,
        },
        200,
      );
    })
    .post('/vacancies', jsonBody(vacancyInputSchema), async (c) => {
      const userId = await requireUserId(c, deps.findUserId);
      await enforceRateLimits(deps.limiter, [
        { key: `vacancy-create:user:${userId}`, rule: VACANCY_CREATE_PER_USER },
      ]);
      const vacancy = await createVacancy(deps, { userId, fields: c.req.valid('json') });
      return c.json({ vacancy: toVacancyDetail(vacancy) }, 201);
    })
    .get('/my/vacancies', async (c) => {
      const userId = await requireUserId(c, deps.findUserId);
      const rows = await deps.vacancies.listOwned(userId);
      return c.json({ vacancies: rows.map(toOwnedVacancy) }, 200);
    })
    .get('/vacancies/:id', async (c) => {
      // The answer depends on who asks (owner, saved, applied), so no cache may keep it.
      c.header('Cache-Control', 'no-store');
      const viewerId = await deps.findUserId(c.req.raw);
      const { vacancy, viewer } = await loadVacancy(deps, {
        viewerId,
        vacancyId: c.req.param('id'),
      });
      return c.json(
        {
          vacancy: toVacancyDetail(vacancy),
          viewer: {
            ...viewer,
            application: viewer.application ? toApplicationStatus(viewer.application) : null,
          },
        },
        200,
      );
    })
    .patch('/vacancies/:id', jsonBody(vacancyUpdateSchema), async (c) => {
      const userId = await requireUserId(c, deps.findUserId);
      const vacancy = await updateVacancy(deps, {
        userId,
        vacancyId: c.req.param('id'),
        changes: c.req.valid('json'),
      });
      return c.json({ vacancy: toVacancyDetail(vacancy) }, 200);
    })
    .patch('/vacancies/:id/status', jsonBody(vacancyStatusInputSchema), async (c) => {
      const userId = await requireUserId(c, deps.findUserId);
      const vacancy = await setVacancyStatus(deps, {
        userId,
        vacancyId: c.req.param('id'),
        status: c.req.valid('json').status,
      });
      return c.json({ vacancy: toVacancyDetail(vacancy) }, 200);
    })
    .delete('/vacancies/:id', async (c) => {
      const userId = await requireUserId(c, deps.findUserId);
      const vacancyId = c.req.param('id');
      await deleteVacancy(deps, { userId, vacancyId });
      return c.json({ id: vacancyId, isDeleted: true }, 200);
    });
}
