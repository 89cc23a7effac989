import { type Context, Hono } from 'hono';
import { tryAnswerInputSchema, tryQuestionInputSchema } from '../../../shared/schemas/try-question';
import type { Coach } from '../../ai/coach';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/context';
import { jsonBody } from '../../http/validate';
import { enforceRateLimits } from '../../rate-limit/enforce';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { TRY_ANSWERS_PER_IP, TRY_QUESTIONS_PER_IP } from './rate-limits';
import { answerTrialQuestion, trialQuestion } from './try-question.service';

export interface TryQuestionRouteDeps {
  /** Always the offline coach: a visitor without an account never spends model calls (ADR 0030). */
  coach: Coach;
  limiter: RateLimiter;
  trustProxy: boolean;
}

/** One question and its feedback for a visitor without an account; nothing is stored. */
export function tryQuestionRoutes(deps: TryQuestionRouteDeps) {
  const ipOf = (c: Context) => clientIp(c, { trustProxy: deps.trustProxy });
  return new Hono<AppEnv>()
    .post('/try/question', jsonBody(tryQuestionInputSchema), async (c) => {
      await enforceRateLimits(deps.limiter, [
        { key: `try-question:ip:${ipOf(c)}`, rule: TRY_QUESTIONS_PER_IP },
      ]);
      const {
        order: _order,
        kind,
        ...asked
      } = await trialQuestion(deps.coach, c.req.valid('json'));
      return c.json({ ...asked, ...(kind ? { kind } : {}) }, 200);
    })
    .post('/try/answer', jsonBody(tryAnswerInputSchema), async (c) => {
      await enforceRateLimits(deps.limiter, [
        { key: `try-answer:ip:${ipOf(c)}`, rule: TRY_ANSWERS_PER_IP },
      ]);
      const answered = await answerTrialQuestion(deps.coach, c.req.valid('json'));
      return c.json(answered, 200);
    });
}
