import { z } from 'zod';
import { LANGUAGES } from '../shared/constants';
import type { Auth } from './auth/auth';
import type { Database } from './db/client';
import {
  requestEmailConfirmation,
  requestPasswordReset,
} from './features/accounts/accounts.service';
import {
  type JobKind,
  type JobRunner,
  type RecurringJob,
  createJobRunner,
} from './jobs/job-runner';
import { createJobsRepository } from './jobs/jobs.repository';
import type { Logger } from './logger';
import { pruneSpentRateLimits } from './rate-limit/rate-limiter';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Finished jobs are kept a week for the operator, then deleted. */
const FINISHED_JOBS_KEPT_MS = 7 * DAY_MS;

/** An address and the language of its mail: a password reset or an address confirmation. */
const passwordResetPayload = z.object({
  email: z.string(),
  language: z.enum(LANGUAGES),
});

/**
 * Every kind of background work the product does, on the durable job runner (ADR 0028): mail
 * that must not be lost, and the clean-ups that once ran on per-process timers.
 */
export function createBackgroundJobs(deps: {
  db: Database;
  auth: Auth;
  logger: Logger;
  now: () => Date;
  /** More kinds, from features composed in app.ts (the job board's mail and alerts). */
  kinds?: Record<string, JobKind>;
  recurring?: readonly RecurringJob[];
  pollMs?: number;
}): JobRunner {
  const { db } = deps;
  const repository = createJobsRepository(db);
  return createJobRunner({
    repository,
    logger: deps.logger,
    now: deps.now,
    pollMs: deps.pollMs,
    kinds: {
      // Makes the token and sends the mail if the account exists; does nothing otherwise.
      'password-reset': {
        maxAttempts: 5,
        handle: async (payload) => {
          const { email, language } = passwordResetPayload.parse(payload);
          await requestPasswordReset({ auth: deps.auth, input: { email }, language });
        },
      },
      // Mails a link that confirms the address is its owner's (nothing once it is confirmed).
      'email-confirmation': {
        maxAttempts: 5,
        handle: async (payload) => {
          const { email, language } = passwordResetPayload.parse(payload);
          await requestEmailConfirmation({ auth: deps.auth, email, language });
        },
      },
      'prune-rate-limits': {
        handle: async (_payload, job) => {
          await pruneSpentRateLimits(db, job.now);
        },
      },
      'prune-finished-jobs': {
        handle: async (_payload, job) => {
          await repository.pruneFinished(new Date(job.now.getTime() - FINISHED_JOBS_KEPT_MS));
        },
      },
      ...deps.kinds,
    },
    recurring: [
      { kind: 'prune-rate-limits', everyMs: HOUR_MS },
      { kind: 'prune-finished-jobs', everyMs: DAY_MS },
      ...(deps.recurring ?? []),
    ],
  });
}
