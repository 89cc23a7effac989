import { type Context, Hono } from 'hono';
import { fitCheckInputSchema, fitTrialInputSchema } from '../../../shared/schemas/fit-check';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/context';
import { requireUser } from '../../http/session';
import { jsonBody } from '../../http/validate';
import { enforceRateLimits } from '../../rate-limit/enforce';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { type FitCheckDeps, checkFitForGuest, checkFitForUser } from './fit-check.service';
import { FIT_CHECKS_PER_USER, FIT_TRIALS_PER_IP } from './rate-limits';

export interface FitCheckRouteDeps extends FitCheckDeps {
  limiter: RateLimiter;
  trustProxy: boolean;
}

/** The fit check (issue 38): a seeker's, against their resume; a visitor's trial, nothing stored. */
export function fitCheckRoutes(deps: FitCheckRouteDeps) {
  const ipOf = (c: Context) => clientIp(c, { trustProxy: deps.trustProxy });
  return new Hono<AppEnv>()
    .post('/fit-check', requireUser, jsonBody(fitCheckInputSchema), async (c) => {
      const userId = c.get('user').id;
      await enforceRateLimits(deps.limiter, [
        { key: `fit-check:user:${userId}`, rule: FIT_CHECKS_PER_USER },
      ]);
      const fit = await checkFitForUser(deps, { userId, input: c.req.valid('json') });
      return c.json({ fit }, 200);
    })
    .post('/fit-check/trial', jsonBody(fitTrialInputSchema), async (c) => {
      await enforceRateLimits(deps.limiter, [
        { key: `fit-trial:ip:${ipOf(c)}`, rule: FIT_TRIALS_PER_IP },
      ]);
      return c.json({ fit: await checkFitForGuest(deps, c.req.valid('json')) }, 200);
    });
}
