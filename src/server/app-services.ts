// What the app is built from (AppDeps) and the services it builds once and its routes share:
// sign-in, and the background job runner with the job board's mail jobs.

import type { Coach } from './ai/coach';

import type { ResumeTailor } from './ai/resume-tailor';
import { type Auth, EMAIL_CONFIRMATION_TTL_SECONDS, createAuth } from './auth/auth';
import { createBackgroundJobs } from './background-jobs';

import type { JobRunner } from './jobs/job-runner';
import type { DatabaseHandle } from './db/client';

import { createTrackerMailJobs } from './features/tracker/tracker-mail';
import { createTrackerRepository } from './features/tracker/tracker.repository';
import { createJobBoardMailJobs } from './features/vacancies/mail/job-board-mail';
import { createMailPreferencesRepository } from './features/vacancies/mail/mail-preferences.repository';
import { createSavedSearchesRepository } from './features/vacancies/saved-searches.repository';

import type { Logger } from './logger';
import type { Mailer } from './mail/mail';
import { emailConfirmationMail, passwordResetMail } from './mail/templates';

import type { ObjectStorage } from './storage/storage';

import type { Transcriber } from './speech/transcribe';

export interface AppDeps {
  database: DatabaseHandle;
  logger: Logger;
  /** Directory holding the built SPA (index.html and assets/). */
  clientDir: string;
  /** Believe X-Forwarded-Proto from a reverse proxy (for HSTS). */
  trustProxy?: boolean;
  /** Largest JSON body accepted by /api routes. */
  jsonBodyLimitBytes?: number;
  isShuttingDown?: () => boolean;
  /** Public URL of the app: links in mail point here, and it is the trusted origin. */
  appUrl: string;
  /** Signs session cookies; the same in every process of a deployment. */
  authSecret: string;
  mailer: Mailer;
  /** Writes interview questions, feedback and assessments: a model, or the offline coach. */
  coach: Coach;
  /** Proposes edits to tailored resumes: a model when configured, else the offline engine alone. */
  resumeTailor: ResumeTailor;
  /** Writes down a spoken answer when the user asks (STT_BASE_URL); none by default. */
  transcribe?: Transcriber | null;
  /** AI_DAILY_LIMIT: model calls one user may cause per UTC day; the offline coach is never counted. */
  aiDailyLimit?: number;
  /** Google sign-in, when configured. */
  google?: { clientId: string; clientSecret: string; issuer: string };
  /** The one clock: rate-limit windows, AI limits, dates stored by the features (tests move it). */
  now: () => Date;
  /** Addresses whose verified accounts may write and publish blog posts (ADMIN_EMAILS). */
  adminEmails?: readonly string[];
  /**
   * Where uploaded files are kept (resumes, blog images): local files under DATA_DIR or an
   * S3-compatible bucket, as main.ts configures it.
   */
  storage: ObjectStorage;
  /** Run background jobs in this process (default true); tests may run them by hand. */
  runJobs?: boolean;
  /** How often the job runner looks for work other processes queued (default 5 s). */
  jobPollMs?: number;
  /** How often "daily" job alerts go out (SEARCH_ALERT_DAILY_MS; a day by default). */
  dailyAlertEveryMs?: number;
  /** How long a day is for tracker reminders (TRACKER_REMINDER_DAY_MS; a day by default). */
  reminderDayMs?: number;
  /** How long status changes settle before the applicant is mailed (STATUS_MAIL_QUIET_MS). */
  statusMailQuietMs?: number;
}

/** What createApp builds once and the API shares: sign-in, and the background job runner. */
export interface AppServices {
  auth: Auth;
  jobs: JobRunner;
}

export function createServices(deps: AppDeps): AppServices {
  const db = deps.database.db;
  const auth = createAuth({
    db,
    appUrl: deps.appUrl,
    secret: deps.authSecret,
    logger: deps.logger,
    google: deps.google,
    sendPasswordReset: async ({ email, name, token, language }) => {
      const link = `${deps.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
      const mail = passwordResetMail({ language, name, link, expiresInMinutes: 60 });
      await deps.mailer.send({ to: email, ...mail });
    },
    sendEmailConfirmation: async ({ email, name, token, language }) => {
      const link = `${deps.appUrl}/confirm-email?token=${encodeURIComponent(token)}`;
      const mail = emailConfirmationMail({
        language,
        name,
        link,
        expiresInHours: EMAIL_CONFIRMATION_TTL_SECONDS / 3600,
      });
      await deps.mailer.send({ to: email, ...mail });
    },
  });
  // The job board's mail jobs enqueue follow-on jobs (one per saved search, per digest).
  const late: { runner?: JobRunner } = {};
  const jobBoardMail = createJobBoardMailJobs({
    preferences: createMailPreferencesRepository(db),
    savedSearches: createSavedSearchesRepository(db),
    mailer: deps.mailer,
    appUrl: deps.appUrl,
    secret: deps.authSecret,
    dailyAlertEveryMs: deps.dailyAlertEveryMs,
    enqueue: async (job) => {
      if (!late.runner) throw new Error('the job runner is not ready');
      return late.runner.enqueue(job);
    },
  });
  // Follow-up reminders of the seeker's own tracker (issue 38).
  const trackerMail = createTrackerMailJobs({
    repository: createTrackerRepository(db),
    mailer: deps.mailer,
    dayMs: deps.reminderDayMs,
    appUrl: deps.appUrl,
    enqueue: async (job) => {
      if (!late.runner) throw new Error('the job runner is not ready');
      return late.runner.enqueue(job);
    },
  });
  const jobs = createBackgroundJobs({
    db,
    auth,
    logger: deps.logger,
    now: deps.now,
    pollMs: deps.jobPollMs,
    kinds: { ...jobBoardMail.kinds, ...trackerMail.kinds },
    recurring: [...jobBoardMail.recurring, ...trackerMail.recurring],
  });
  late.runner = jobs;
  return { auth, jobs };
}
