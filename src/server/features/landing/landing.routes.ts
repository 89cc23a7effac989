import { type Context, Hono } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import {
  feedbackInputSchema,
  newsletterConfirmInputSchema,
  newsletterInputSchema,
  newsletterUnsubscribeQuerySchema,
} from '../../../shared/schemas/landing';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/context';
import { jsonBody, toValidationError } from '../../http/validate';
import type { Mailer } from '../../mail/mail';
import { enforceRateLimits } from '../../rate-limit/enforce';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import type { LandingRepository } from './landing.repository';
import { submitFeedback } from './landing.service';
import {
  confirmNewsletterSubscription,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from './newsletter.service';
import { FEEDBACK_PER_IP, NEWSLETTER_PER_EMAIL, NEWSLETTER_PER_IP } from './rate-limits';

export interface LandingRouteDeps {
  repository: LandingRepository;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Public URL of the app; mail links point here, never at the request's Host. */
  appUrl: string;
  /** Signs unsubscribe links. */
  secret: string;
  trustProxy: boolean;
  now: () => Date;
}

/** Validates the query string with a shared schema, the way jsonBody does for bodies. */
function query<Schema extends z.ZodType>(schema: Schema) {
  // The client's query type is inferred from the output, so the input needs no annotation.
  return validator('query', (value) => {
    const result = schema.safeParse(value);
    if (!result.success) throw toValidationError(result.error);
    return result.data as z.output<Schema>;
  });
}

export function landingRoutes(deps: LandingRouteDeps) {
  const ipOf = (c: Context) => clientIp(c, { trustProxy: deps.trustProxy });

  return (
    new Hono<AppEnv>()
      .post('/feedbacks', jsonBody(feedbackInputSchema), async (c) => {
        await enforceRateLimits(deps.limiter, [
          { key: `feedback:ip:${ipOf(c)}`, rule: FEEDBACK_PER_IP },
        ]);
        const created = await submitFeedback({
          repository: deps.repository,
          input: c.req.valid('json'),
        });
        return c.json(created, 201);
      })
      .post('/newsletter', jsonBody(newsletterInputSchema), async (c) => {
        const input = c.req.valid('json');
        await enforceRateLimits(deps.limiter, [
          { key: `newsletter:ip:${ipOf(c)}`, rule: NEWSLETTER_PER_IP },
          { key: `newsletter:email:${input.email}`, rule: NEWSLETTER_PER_EMAIL },
        ]);
        await subscribeToNewsletter({
          repository: deps.repository,
          mailer: deps.mailer,
          logger: c.get('logger'),
          appUrl: deps.appUrl,
          language: c.get('language'),
          input,
          now: deps.now(),
        });
        return c.json({ subscribed: true as const }, 200);
      })
      .post('/newsletter/confirm', jsonBody(newsletterConfirmInputSchema), async (c) => {
        const { isAlreadyConfirmed } = await confirmNewsletterSubscription({
          repository: deps.repository,
          token: c.req.valid('json').token,
          now: deps.now(),
        });
        return c.json({ confirmed: true as const, alreadyConfirmed: isAlreadyConfirmed }, 200);
      })
      // One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` as a
      // form, our page POSTs nothing; the body is never read, so any content type is accepted.
      .post('/newsletter/unsubscribe', query(newsletterUnsubscribeQuerySchema), async (c) => {
        await unsubscribeFromNewsletter({
          repository: deps.repository,
          secret: deps.secret,
          query: c.req.valid('query'),
          now: deps.now(),
        });
        return c.json({ unsubscribed: true as const }, 200);
      })
      // Clients that only know RFC 2369 open the header's address in a browser: send the reader
      // to the page, which unsubscribes on a button press (link scanners prefetch GETs).
      .get('/newsletter/unsubscribe', (c) => {
        const search = new URL(c.req.url).search;
        return c.redirect(`${deps.appUrl}/newsletter/unsubscribe${search}`, 303);
      })
  );
}
