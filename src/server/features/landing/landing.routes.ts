import { Hono } from 'hono';
import { feedbackInputSchema, newsletterInputSchema } from '../../../shared/schemas/landing';
import type { AppEnv } from '../../http/context';
import { jsonBody } from '../../http/validate';
import type { LandingRepository } from './landing.repository';
import { submitFeedback, subscribeToNewsletter } from './landing.service';

export function landingRoutes(deps: { repository: LandingRepository }) {
  return new Hono<AppEnv>()
    .post('/feedbacks', jsonBody(feedbackInputSchema), async (c) => {
      const created = await submitFeedback({
        repository: deps.repository,
        input: c.req.valid('json'),
      });
      return c.json(created, 201);
    })
    .post('/newsletter', jsonBody(newsletterInputSchema), async (c) => {
      await subscribeToNewsletter({ repository: deps.repository, input: c.req.valid('json') });
      return c.json({ subscribed: true as const }, 200);
    });
}
