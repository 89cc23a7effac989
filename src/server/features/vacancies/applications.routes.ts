import { Hono } from 'hono';
import {
  applicationInputSchema,
  applicationStatusInputSchema,
} from '../../../shared/schemas/vacancies';
import type { AppEnv } from '../../http/context';
import { requireUser } from '../../http/session';
import { jsonBody } from '../../http/validate';
import { enforceRateLimits } from '../../rate-limit/enforce';
import {
  applyToVacancy,
  listApplicants,
  listOwnApplications,
  setApplicationStatus,
} from './applications.service';
import { toApplicant, toApplicationStatus, toOwnApplication } from './applications.views';
import type { JobBoardRouteDeps } from './job-board';
import { APPLICATIONS_PER_USER } from './rate-limits';

/** Applying, the owner's applicant list and pipeline, and the applicant's My applications. */
export function applicationsRoutes(deps: JobBoardRouteDeps) {
  return new Hono<AppEnv>()
    .post(
      '/vacancies/:id/applications',
      requireUser,
      jsonBody(applicationInputSchema),
      async (c) => {
        const userId = c.get('user').id;
        await enforceRateLimits(deps.limiter, [
          { key: `application:user:${userId}`, rule: APPLICATIONS_PER_USER },
        ]);
        const application = await applyToVacancy(deps, {
          userId,
          vacancyId: c.req.param('id'),
          coverLetter: c.req.valid('json').coverLetter,
        });
        return c.json(
          {
            application: {
              ...toApplicationStatus(application),
              coverLetter: application.coverLetter,
            },
          },
          201,
        );
      },
    )
    .get('/vacancies/:id/applications', requireUser, async (c) => {
      const userId = c.get('user').id;
      const { vacancy, applicants } = await listApplicants(deps, {
        userId,
        vacancyId: c.req.param('id'),
      });
      return c.json(
        {
          vacancy: { id: vacancy.id, title: vacancy.title, status: vacancy.status },
          applications: applicants.map(toApplicant),
        },
        200,
      );
    })
    .patch('/applications/:id', requireUser, jsonBody(applicationStatusInputSchema), async (c) => {
      const userId = c.get('user').id;
      const application = await setApplicationStatus(deps, {
        userId,
        applicationId: c.req.param('id'),
        status: c.req.valid('json').status,
      });
      return c.json(
        {
          application: {
            ...toApplicationStatus(application),
            updatedAt: application.updatedAt.toISOString(),
          },
        },
        200,
      );
    })
    .get('/my/applications', requireUser, async (c) => {
      const userId = c.get('user').id;
      const rows = await listOwnApplications(deps, { userId });
      return c.json({ applications: rows.map(toOwnApplication) }, 200);
    });
}
