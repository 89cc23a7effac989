import { Hono } from 'hono';
import { enforceRateLimits } from '../../rate-limit/enforce';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { INTERVIEW_STARTS_PER_USER } from './rate-limits';
import type { Language } from '../../../shared/language';
import {
  type AnswerOutcome,
  answerInputSchema,
  followUpInputSchema,
  retakeInputSchema,
  startInterviewInputSchema,
} from '../../../shared/schemas/interviews';
import { aiLimitNotice } from '../../ai/daily-limit';
import { AppError } from '../../app-error';
import type { AppEnv } from '../../http/context';
import { requireUser } from '../../http/session';
import { jsonBody } from '../../http/validate';
import { errorBody, toAppError } from '../../http/error-handler';
import { eventStream } from '../../http/event-stream';
import { attachmentDisposition } from '../../http/attachment-disposition';
import {
  type InterviewsDeps,
  type ServiceAnswerOutcome,
  listInterviews,
} from './interviews.service';
import { startInterview } from './start-interview';
import { finishEarly } from './finish-early';
import { acceptAnswer, submitAnswer } from './answer-interview';
import { type AnswerEvent, respondToAnswer } from './respond-to-answer';
import { toAttemptView, toInterviewDetail, toInterviewSummary } from './interviews.views';
import { bestAttempt, withBestAttempt } from './attempts';
import { loadInterviewWithAttempts, reassessInterview, retakeQuestion } from './retakes';
import { answerFollowUp, skipFollowUp } from './follow-ups';
import { PROGRESS_INTERVIEWS, progressOf } from './progress';
import { renderResultsPdf } from './results-pdf';

export interface InterviewsRouteDeps extends InterviewsDeps {
  /** Counts interview starts per user, in the database (every process agrees). */
  limiter: RateLimiter;
}

/** Interviews belong to their owner: every route needs a signed-in user and is scoped to them. */
export function interviewsRoutes(deps: InterviewsRouteDeps) {
  return (
    new Hono<AppEnv>()
      .get('/interviews', requireUser, async (c) => {
        const rows = await listInterviews(deps, { userId: c.get('user').id });
        const summaries = rows.map((row) => ({
          ...toInterviewSummary(row),
          /** Questions answered: fewer than questionsCount when it was finished early. */
          answered: row.answered,
        }));
        return c.json({ interviews: summaries }, 200);
      })
      .post('/interviews', requireUser, jsonBody(startInterviewInputSchema), async (c) => {
        const userId = c.get('user').id;
        await enforceRateLimits(deps.limiter, [
          { key: `interview-start:user:${userId}`, rule: INTERVIEW_STARTS_PER_USER },
        ]);
        const started = await startInterview(deps, { userId, input: c.req.valid('json') });
        const notice = started.aiLimit
          ? aiLimitNotice(started.aiLimit, { language: c.get('language'), now: now(deps) })
          : undefined;
        return c.json({ interview: toInterviewSummary(started.interview), notice }, 201);
      })
      // Before /interviews/:id, which would take "progress" for an id.
      .get('/interviews/progress', requireUser, async (c) => {
        const userId = c.get('user').id;
        const entries = await deps.repository.completedWithQuestions(userId, PROGRESS_INTERVIEWS);
        // Each question by its best attempt, as the results page counts it: one definition.
        const retakes = await deps.repository.attemptsOf(
          entries.map(({ interview }) => interview.id),
        );
        const counted = entries.map(({ interview, questions }) => ({
          interview,
          questions: questions.map((question) => withBestAttempt(question, retakes)),
        }));
        return c.json(progressOf(counted), 200);
      })
      .get('/interviews/:id', requireUser, async (c) => {
        const userId = c.get('user').id;
        const loaded = await loadInterviewWithAttempts(deps, {
          userId,
          interviewId: c.req.param('id'),
        });
        return c.json({ interview: toInterviewDetail(loaded) }, 200);
      })
      // The results to keep or share, as a PDF in the interview's language (Cyrillic included).
      .get('/interviews/:id/results.pdf', requireUser, async (c) => {
        const userId = c.get('user').id;
        const loaded = await loadInterviewWithAttempts(deps, {
          userId,
          interviewId: c.req.param('id'),
        });
        // Each question as the results page shows it: by its best attempt.
        const questions = loaded.questions.map((question) =>
          withBestAttempt(question, loaded.retakes),
        );
        const pdf = await renderResultsPdf({ ...loaded, questions, now: now(deps) });
        const { completedAt, createdAt } = loaded.interview;
        const day = (completedAt ?? createdAt).toISOString().slice(0, 10);
        // The job in the name, so two downloads of one day stay apart (RFC 5987 keeps Cyrillic).
        const job = loaded.interview.jobTitle
          .replace(/[\\/:*?"<>|\s]+/g, ' ')
          .trim()
          .slice(0, 80);
        const name = `HireReady - ${job} - ${day}.pdf`;
        return c.body(new Uint8Array(pdf), 200, {
          'Content-Type': 'application/pdf',
          'Content-Length': String(pdf.byteLength),
          'Content-Disposition': attachmentDisposition(name),
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        });
      })
      // "Try again": the question answered anew, with its own feedback; every attempt is kept.
      .post(
        '/interviews/:id/questions/:order/attempts',
        requireUser,
        jsonBody(retakeInputSchema),
        async (c) => {
          const userId = c.get('user').id;
          const retaken = await retakeQuestion(deps, {
            userId,
            interviewId: c.req.param('id'),
            order: orderParam(c.req.param('order')),
            answer: c.req.valid('json').answer,
          });
          const notice = retaken.aiLimit
            ? aiLimitNotice(retaken.aiLimit, { language: c.get('language'), now: now(deps) })
            : undefined;
          return c.json(
            {
              attempt: toAttemptView(retaken.attempt),
              attempts: retaken.attempts.map(toAttemptView),
              bestAttempt: bestAttempt(retaken.attempts)?.attempt ?? retaken.attempt.attempt,
              notice,
            },
            201,
          );
        },
      )
      // The answer to the coach's follow-up: the question's feedback is rewritten for the whole.
      .post(
        '/interviews/:id/questions/:order/follow-up',
        requireUser,
        jsonBody(followUpInputSchema),
        async (c) => {
          const userId = c.get('user').id;
          const answered = await answerFollowUp(deps, {
            userId,
            interviewId: c.req.param('id'),
            order: orderParam(c.req.param('order')),
            answer: c.req.valid('json').answer,
          });
          const notice = answered.aiLimit
            ? aiLimitNotice(answered.aiLimit, { language: c.get('language'), now: now(deps) })
            : undefined;
          return c.json(
            { feedback: answered.feedback, score: answered.evidence.score, notice },
            200,
          );
        },
      )
      // The follow-up skipped: not offered again, in this tab or another.
      .post('/interviews/:id/questions/:order/follow-up/skip', requireUser, async (c) => {
        await skipFollowUp(deps, {
          userId: c.get('user').id,
          interviewId: c.req.param('id'),
          order: orderParam(c.req.param('order')),
        });
        return c.json({ isSkipped: true as const }, 200);
      })
      // The assessment rewritten with the best attempts, after retakes on a finished interview.
      .post('/interviews/:id/assessment', requireUser, async (c) => {
        const userId = c.get('user').id;
        const interviewId = c.req.param('id');
        const reassessed = await reassessInterview(deps, { userId, interviewId });
        const loaded = await loadInterviewWithAttempts(deps, { userId, interviewId });
        const notice = reassessed.aiLimit
          ? aiLimitNotice(reassessed.aiLimit, { language: c.get('language'), now: now(deps) })
          : undefined;
        return c.json({ interview: toInterviewDetail(loaded), notice }, 200);
      })
      // Finished before the last question: the answers so far are assessed.
      .post('/interviews/:id/finish', requireUser, async (c) => {
        const userId = c.get('user').id;
        const interviewId = c.req.param('id');
        const finished = await finishEarly(deps, { userId, interviewId });
        const loaded = await loadInterviewWithAttempts(deps, { userId, interviewId });
        const notice = finished.aiLimit
          ? aiLimitNotice(finished.aiLimit, { language: c.get('language'), now: now(deps) })
          : undefined;
        return c.json({ interview: toInterviewDetail(loaded), notice }, 200);
      })
      .post('/interviews/:id/answers', requireUser, jsonBody(answerInputSchema), async (c) => {
        const userId = c.get('user').id;
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
      .post(
        '/interviews/:id/answers/stream',
        requireUser,
        jsonBody(answerInputSchema),
        async (c) => {
          const userId = c.get('user').id;
          const accepted = await acceptAnswer(deps, {
            userId,
            interviewId: c.req.param('id'),
            input: c.req.valid('json'),
          });
          const language = c.get('language');
          return eventStream(
            async (send) => {
              const outcome = await respondToAnswer(deps, {
                accepted,
                listener: (event) => send(event.type, eventData(event)),
              });
              send('done', toOutcome(outcome, { language, now: now(deps) }));
            },
            (error) => ({
              event: 'error',
              data: errorBody(toAppError(error, deps.logger), language),
            }),
          );
        },
      )
  );
}

/** A question's place from the path: a whole number from 1, or the question is not found. */
function orderParam(value: string): number {
  const order = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(order) || order < 1) {
    throw new AppError('question_not_found');
  }
  return order;
}

function now(deps: InterviewsDeps): Date {
  return deps.now();
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
