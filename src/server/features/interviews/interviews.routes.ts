import { type Context, Hono } from 'hono';
import { answerInputSchema, startInterviewInputSchema } from '../../../shared/schemas/interviews';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { jsonBody } from '../../http/validate';
import { errorBody, toAppError } from '../../http/error-handler';
import { eventStream } from '../../http/event-stream';
import {
  type AnswerEvent,
  type InterviewsDeps,
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
        const interview = await startInterview(deps, { userId, input: c.req.valid('json') });
        return c.json({ interview: toInterviewSummary(interview) }, 201);
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
        return c.json(outcome, 200);
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
            send('done', outcome);
          },
          (error) => ({
            event: 'error',
            data: errorBody(toAppError(error, deps.logger), language),
          }),
        );
      })
  );
}

function eventData(event: AnswerEvent) {
  const { type: _type, ...data } = event;
  return data;
}
