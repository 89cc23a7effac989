import { Hono } from 'hono';
import {
  vacancyInputSchema,
  vacancySearchSchema,
  vacancyStatusInputSchema,
  vacancyUpdateSchema,
} from '../../../shared/schemas/vacancies';
import type { AppEnv } from '../../http/context';
import { optionalUser, requireUser } from '../../http/session';
import { jsonBody } from '../../http/validate';
import { enforceRateLimits } from '../../rate-limit/enforce';
import { toApplicationStatus } from './applications.views';
import type { JobBoardRouteDeps } from './job-board';
import { queryParams } from '../../http/query-params';
import { VACANCY_CREATE_PER_USER } from './rate-limits';
import {
  createVacancy,
  deleteVacancy,
  listOwnVacancies,
  loadClosedVacancy,
  loadVacancy,
  searchVacancies,
  setVacancyStatus,
  updateVacancy,
} from './vacancies.service';
import { toOwnedVacancy, toVacancyDetail, toVacancyListItem } from './vacancies.views';

function latestOf(dates: Date[]): Date {
  return new Date(Math.max(0, ...dates.map((date) => date.getTime())));
}

/** The public board and the owner's vacancies. Only the owner may change one (others get 404). */
export function vacanciesRoutes(deps: JobBoardRouteDeps) {
  return (
    new Hono<AppEnv>()
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
            nextCursor: result.nextCursor,
            previousCursor: result.previousCursor,
            salaryRates: result.salaryRates && {
              updatedAt: latestOf(result.salaryRates.map((rate) => rate.updatedAt)).toISOString(),
              perUsd: Object.fromEntries(
                result.salaryRates.map((rate) => [rate.currency, rate.perUsd]),
              ),
            },
          },
          200,
        );
      })
      .post('/vacancies', requireUser, jsonBody(vacancyInputSchema), async (c) => {
        const userId = c.get('user').id;
        await enforceRateLimits(deps.limiter, [
          { key: `vacancy-create:user:${userId}`, rule: VACANCY_CREATE_PER_USER },
        ]);
        const vacancy = await createVacancy(deps, { userId, fields: c.req.valid('json') });
        // Mail about its applications comes in the language it was posted in, until another.
        await deps.notify.rememberLanguage(userId, c.get('language'));
        return c.json({ vacancy: toVacancyDetail(vacancy) }, 201);
      })
      .get('/my/vacancies', requireUser, async (c) => {
        const userId = c.get('user').id;
        const rows = await listOwnVacancies(deps, { userId });
        return c.json({ vacancies: rows.map(toOwnedVacancy) }, 200);
      })
      // Before /vacancies/:id's own answer: what a closed vacancy was, for its link's page.
      .get('/vacancies/:id/closed', async (c) => {
        const { closed, similar } = await loadClosedVacancy(deps, { vacancyId: c.req.param('id') });
        c.header('Cache-Control', 'no-cache');
        return c.json(
          {
            closed: {
              title: closed.title,
              company: closed.company,
              location: closed.location,
              closedAt: closed.closedAt.toISOString(),
            },
            similar: similar.map(toVacancyListItem),
          },
          200,
        );
      })
      .get('/vacancies/:id', optionalUser, async (c) => {
        // The answer depends on who asks (owner, saved, applied), so no cache may keep it.
        c.header('Cache-Control', 'no-store');
        const viewerId = c.get('user')?.id ?? null;
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
      .patch('/vacancies/:id', requireUser, jsonBody(vacancyUpdateSchema), async (c) => {
        const userId = c.get('user').id;
        const vacancy = await updateVacancy(deps, {
          userId,
          vacancyId: c.req.param('id'),
          changes: c.req.valid('json'),
        });
        return c.json({ vacancy: toVacancyDetail(vacancy) }, 200);
      })
      .patch(
        '/vacancies/:id/status',
        requireUser,
        jsonBody(vacancyStatusInputSchema),
        async (c) => {
          const userId = c.get('user').id;
          const vacancy = await setVacancyStatus(deps, {
            userId,
            vacancyId: c.req.param('id'),
            status: c.req.valid('json').status,
          });
          return c.json({ vacancy: toVacancyDetail(vacancy) }, 200);
        },
      )
      .delete('/vacancies/:id', requireUser, async (c) => {
        const userId = c.get('user').id;
        const vacancyId = c.req.param('id');
        await deleteVacancy(deps, { userId, vacancyId });
        return c.json({ id: vacancyId, isDeleted: true }, 200);
      })
  );
}
