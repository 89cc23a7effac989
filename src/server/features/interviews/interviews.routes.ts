import { type Context, Hono } from 'hono';
import { enforceRateLimits } from '../../rate-limit/enforce';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { INTERVIEW_STARTS_PER_USER } from './rate-limits';
import type { Language } from '../../../shared/language';
import {
  type AnswerOutcome,
  answerInputSchema,
  startInterviewInputSchema,
} from '../../../shared/schemas/interviews';
import { aiLimitNotice } from '../../ai/daily-limit';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { jsonBody } from '../../http/validate';
import { errorBody, toAppError } from '../../http/error-handler';
import { eventStream } from '../../http/event-stream';
import {
  type AnswerEvent,
  type InterviewsDeps,
  type ServiceAnswerOutcome,
  acceptAnswer,
  loadInterview,
  respondToAnswer,
  startInterview,
  submitAnswer,
} from './interviews.service';
import { toInterviewDetail, toInterviewSummary } from './interviews.views';

export interface InterviewsRouteDeps extends InterviewsDeps {
  /** The id of the request's signed-in user, or null for a guest. */
  findUserId: (request: Request) => Promise<string | null>;
  /** Counts interview starts per user, in the database (every process agrees). */
  limiter: RateLimiter;
}

/** Interviews belong to their owner: every route needs a signed-in user and is scoped to them. */
export function interviewsRoutes(deps: InterviewsRouteDeps) {
  const requireUserId = async (c: Context) => {
    c.header('Cache-Control', 'no-store');
    const userId = await deps.findUserId(c.req.raw);
    if (!userId) throw new AppError('unauthorized');
    return userId;
  };

  return (
    new Hono<AppEnv>()
      .get('/interviews', async (c) => {
        const userId = await requireUserId(c);
        const rows = await deps.repository.listOwned(userId);
        return c.json({ interviews: rows.map(toInterviewSummary) }, 200);
      })
      .post('/interviews', jsonBody(startInterviewInputSchema), async (c) => {
        const userId = await requireUserId(c);
        await enforceRateLimits(deps.limiter, [
          { key: `interview-start:user:${userId}`, rule: INTERVIEW_STARTS_PER_USER },
        ]);
        const started = await startInterview(deps, { userId, input: c.req.valid('json') });
        const notice = started.aiLimit
          ? aiLimitNotice(started.aiLimit, { language: c.get('language'), now: now(deps) })
          : undefined;
        return c.json({ interview: toInterviewSummary(started.interview), notice }, 201);
      })
      .get('/interviews/:id', async (c) => {
        const userId = await requireUserId(c);
        const loaded = await loadInterview(deps, { userId, interviewId: c.req.param('id') });
        return c.json({ interview: toInterviewDetail(loaded) }, 200);
      })
      .post('/interviews/:id/answers', jsonBody(answerInputSchema), async (c) => {
        const userId = await requireUserId(c);
        const outcome = await submitAnswer(deps, {
          userId,
          interviewId: c.req.param('id'),
          input: c.req.valid('json'),
        });
        return c.json(toOutcome(outcome, { language: c.get('language'), now: now(deps) }), 200);
      })
      // The same, as server-sent events: the feedback (and, after the last answer, the assessment)
      // arrives as the coach writes it, then "done" carries what the plain route returns. Refusals
      // (not found, out of order, invalid) are ordinary JSON errors, sent before any event.
      .post('/interviews/:id/answers/stream', jsonBody(answerInputSchema), async (c) => {
        const userId = await requireUserId(c);
        const accepted = await acceptAnswer(deps, {
          userId,
          interviewId: c.req.param('id'),
          input: c.req.valid('json'),
        });
        const language = c.get('language');
        return eventStream(
          async (send) => {
            const outcome = await respondToAnswer(deps, accepted, (event) =>
              send(event.type, eventData(event)),
            );
            send('done', toOutcome(outcome, { language, now: now(deps) }));
          },
          (error) => ({
            event: 'error',
            data: errorBody(toAppError(error, deps.logger), language),
          }),
        );
      })
  );
}

function now(deps: InterviewsDeps): Date {
  return deps.now?.() ?? new Date();
}

/** The outcome as the API shows it: the spent allowance becomes a note in the user's language. */
function toOutcome(
  outcome: ServiceAnswerOutcome,
  options: { language: Language; now: Date },
): AnswerOutcome {
  const { aiLimit, ...rest } = outcome;
  return aiLimit ? { ...rest, notice: aiLimitNotice(aiLimit, options) } : rest;
}

function eventData(event: AnswerEvent) {
  const { type: _type, ...data } = event;
  return data;
}
