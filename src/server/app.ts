import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { AI_DAILY_LIMIT_DEFAULT, JSON_BODY_LIMIT_BYTES } from '../shared/constants';
import { formatBytes } from '../shared/format';
import { type Language, languageFromAcceptLanguage } from '../shared/language';

import { createAiDailyLimit } from './ai/daily-limit';
import { createOfflineCoach } from './ai/offline/offline-coach';

import { statusMailSpellEnd } from './features/vacancies/mail/job-board-mail';

import { createAccountsRepository } from './features/accounts/accounts.repository';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { findSessionUser } from './features/accounts/session-user';
import { isBlogImageUpload } from './features/blog/blog-images';
import { createDashboardRepository } from './features/dashboard/dashboard.repository';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { createBlogRepository } from './features/blog/blog.repository';
import { blogRoutes } from './features/blog/blog.routes';
import { feedRoutes } from './features/blog/feeds.routes';
import { blogPages } from './features/blog/blog-pages';
import { healthRoutes } from './features/health/health.routes';
import { createInterviewsRepository } from './features/interviews/interviews.repository';
import { readResumeForInterview } from './features/resumes/resume-for-interview';
import { readResumeForApplication } from './features/resumes/resume-for-application';
import { readApplicationForm } from './features/resumes/resume-upload';
import { storiesRoutes } from './features/interviews/stories';
import { interviewsRoutes } from './features/interviews/interviews.routes';
import { createLandingRepository } from './features/landing/landing.repository';
import { landingRoutes } from './features/landing/landing.routes';
import { createTrackerRepository } from './features/tracker/tracker.repository';
import { trackerRoutes } from './features/tracker/tracker.routes';
import { fitCheckRoutes } from './features/resumes/fit-check.routes';
import { vacancyPosting } from './features/vacancies/vacancy-posting';
import { tryQuestionRoutes } from './features/interviews/try-question.routes';
import { applicationsRoutes, isApplicationUpload } from './features/vacancies/applications.routes';
import { type JobBoardWrites, createJobBoardRepositories } from './features/vacancies/job-board';
import { createApplicationsRepository } from './features/vacancies/applications.repository';
import { type JobsRepository, createJobsRepository } from './jobs/jobs.repository';
import { savedJobsRoutes } from './features/vacancies/saved-jobs.routes';
import { createVacanciesRepository } from './features/vacancies/vacancies.repository';
import { vacanciesRoutes } from './features/vacancies/vacancies.routes';
import { vacancyPages } from './features/vacancies/vacancy-pages';

import { createMailPreferencesRepository } from './features/vacancies/mail/mail-preferences.repository';
import { createSavedSearchesRepository } from './features/vacancies/saved-searches.repository';
import { savedSearchRoutes } from './features/vacancies/saved-searches.routes';
import { AppError } from './app-error';
import type { AppEnv } from './http/context';
import { errorResponse, handleError } from './http/error-handler';
import { refuseControlCharacters } from './http/control-characters';
import { provideViewer } from './http/session';
import { requestLogger } from './http/request-logger';
import { originCheck } from './http/origin-check';
import { securityHeaders } from './http/security-headers';
import { createServerPages } from './http/server-pages';
import { spaRoutes } from './http/spa';

import { createRateLimiter } from './rate-limit/rate-limiter';

import { createResumesRepository } from './features/resumes/resumes.repository';
import { isResumeUpload, resumesRoutes } from './features/resumes/resumes.routes';
import { isTranscriptionUpload, speechRoutes } from './features/speech/speech.routes';
import {
  createRecordingsRepository,
  isRecordingUpload,
  recordingsRoutes,
} from './features/interviews/recordings';

import { type AppDeps, type AppServices, createServices } from './app-services';

export type { AppDeps } from './app-services';

/** The JSON API; its type is what the client's typed `hc` client is built from. */
function apiRoutes(deps: AppDeps, services: AppServices) {
  const db = deps.database.db;
  const { auth, jobs } = services;
  const { storage } = deps;
  // Stored as a job before the response, handled after it (the same work for any address).
  const resetRequests = {
    add: (request: { email: string; language: string }) =>
      jobs.enqueue({ kind: 'password-reset', payload: request }),
  };
  const limiter = createRateLimiter({ db, now: deps.now });
  // Counted in the database, so every process of a deployment shares each user's allowance.
  const aiLimit = createAiDailyLimit({
    limiter,
    limit: deps.aiDailyLimit ?? AI_DAILY_LIMIT_DEFAULT,
    now: deps.now,
  });
  const resumesDeps = {
    repository: createResumesRepository(db),
    storage,
    limiter,
    logger: deps.logger,
    now: deps.now,
    tailor: deps.resumeTailor,
    aiLimit,
  };
  const adminEmails = new Set((deps.adminEmails ?? []).map((email) => email.toLowerCase()));
  // The one way a request's user is found; routes gate on it with requireUser (http/session.ts).
  const findViewer = async (request: Request) => {
    const user = await findSessionUser(auth, { request, adminEmails });
    return user ? { id: user.id, isAdmin: user.isAdmin } : null;
  };
  const mailPreferences = createMailPreferencesRepository(db);
  // Mail to employers and applicants goes through durable jobs, stored with the write they
  // tell of (in its transaction when one is given), before each answer.
  const mailJobs = (within?: JobsRepository) => ({
    applied: async (applicationId: string) => {
      await jobs.enqueue(
        {
          kind: 'application-received',
          payload: { applicationId },
          key: `application-received:${applicationId}`,
        },
        { within },
      );
    },
    // Changes within one quiet spell share one job, run at its end: the applicant hears of
    // the status the employer settled on, at most once a spell (job-board-mail.ts).
    statusChanged: async (change: { applicationId: string }) => {
      const spellEnd = statusMailSpellEnd(deps.now(), deps.statusMailQuietMs);
      await jobs.enqueue(
        {
          kind: 'application-status',
          payload: { applicationId: change.applicationId },
          key: `application-status:${change.applicationId}@${spellEnd.toISOString()}`,
          runAt: spellEnd,
        },
        { within },
      );
    },
  });
  const jobBoard = {
    ...createJobBoardRepositories(db),
    transaction: <T>(fn: (writes: JobBoardWrites) => Promise<T>) =>
      db.transaction((tx) =>
        fn({
          applications: createApplicationsRepository(tx),
          notify: mailJobs(createJobsRepository(tx)),
        }),
      ),
    notify: {
      ...mailJobs(),
      rememberLanguage: (userId: string, language: Language) =>
        mailPreferences.rememberLanguage(userId, language),
    },
    limiter,
    now: deps.now,
    storage,
    logger: deps.logger,
    // Applying with a resume reads it from the Resume Builder, or checks an upload as it does.
    resumes: {
      read: (options: { userId: string; resumeId: string; file: 'tailored' | 'original' }) =>
        readResumeForApplication(resumesDeps, options),
      readForm: (request: Request) => readApplicationForm(request),
    },
  };
  return new Hono<AppEnv>()
    .basePath('/api')
    .use(provideViewer(findViewer))
    .route(
      '/',
      accountsRoutes({
        appUrl: deps.appUrl,
        auth,
        repository: createAccountsRepository(db),
        limiter,
        trustProxy: deps.trustProxy ?? false,
        isGoogleSignInEnabled: deps.google !== undefined,
        isModelConfigured: deps.coach.kind === 'openai-compatible',
        isTranscriptionConfigured: Boolean(deps.transcribe),
        adminEmails,
        secret: deps.authSecret,
        resetRequests,
        confirmationRequests: {
          add: (request: { email: string; language: string }) =>
            jobs.enqueue({ kind: 'email-confirmation', payload: request }),
        },
        storage,
        logger: deps.logger,
      }),
    )
    .route(
      '/',
      landingRoutes({
        repository: createLandingRepository(db),
        mailer: deps.mailer,
        limiter,
        appUrl: deps.appUrl,
        secret: deps.authSecret,
        trustProxy: deps.trustProxy ?? false,
        now: deps.now,
      }),
    )
    .route(
      '/',
      tryQuestionRoutes({
        coach: createOfflineCoach(),
        limiter,
        trustProxy: deps.trustProxy ?? false,
      }),
    )
    .route('/', dashboardRoutes({ repository: createDashboardRepository(db) }))
    .route('/', storiesRoutes({ db }))
    .route(
      '/',
      interviewsRoutes({
        repository: createInterviewsRepository(db),
        // An interview for this job and this resume reads the resume the Resume Builder keeps.
        readResume: (options) => readResumeForInterview(resumesDeps, options),
        coach: deps.coach,
        offlineCoach: createOfflineCoach(),
        aiLimit,
        logger: deps.logger,
        limiter,
        now: deps.now,
      }),
    )
    .route(
      '/',
      recordingsRoutes({
        repository: createRecordingsRepository(db),
        storage,
        limiter,
        logger: deps.logger,
      }),
    )
    .route('/', vacanciesRoutes(jobBoard))
    .route('/', speechRoutes({ transcribe: deps.transcribe ?? null, limiter, logger: deps.logger }))
    .route('/', savedJobsRoutes(jobBoard))
    .route('/', applicationsRoutes(jobBoard))
    .route(
      '/',
      savedSearchRoutes({
        savedSearches: createSavedSearchesRepository(db),
        preferences: mailPreferences,
        secret: deps.authSecret,
        appUrl: deps.appUrl,
        now: deps.now,
      }),
    )
    .route('/', resumesRoutes(resumesDeps))
    .route(
      '/',
      trackerRoutes({
        repository: createTrackerRepository(db),
        rememberLanguage: (userId, language) => mailPreferences.rememberLanguage(userId, language),
        limiter,
        now: deps.now,
        appUrl: deps.appUrl,
        storage,
        logger: deps.logger,
        // What was sent: a Resume Builder resume copied as it is now.
        readResume: (options) => readResumeForApplication(resumesDeps, options),
      }),
    )
    .route(
      '/',
      fitCheckRoutes({
        ...resumesDeps,
        // A vacancy of the board, read with what its own fields state (issue 38).
        readVacancy: (options) => vacancyPosting(jobBoard.vacancies, options),
        trustProxy: deps.trustProxy ?? false,
      }),
    )
    .route(
      '/',
      blogRoutes({
        repository: createBlogRepository(db),
        now: deps.now,
        storage,
      }),
    );
}

export type AppType = ReturnType<typeof apiRoutes>;

/** Composition root: middleware, health, API, SPA, and the one error mapping. */
export function createApp(deps: AppDeps) {
  const limit = deps.jsonBodyLimitBytes ?? JSON_BODY_LIMIT_BYTES;
  const app = new Hono<AppEnv>();

  app.use('*', securityHeaders({ trustProxy: deps.trustProxy ?? false }));
  app.use('*', requestLogger(deps.logger));
  app.use('*', async (c, next) => {
    c.set('language', languageFromAcceptLanguage(c.req.header('Accept-Language')));
    await next();
  });
  const jsonBodyLimit = bodyLimit({
    maxSize: limit,
    onError: (c) =>
      errorResponse(
        c,
        new AppError('payload_too_large', { limit: formatBytes(limit, c.get('language')) }),
      ),
  });
  // A resume upload carries a file of up to 5 MB, a blog image up to 2 MB; their routes enforce
  // those limits themselves. A JSON body sent to one of them gets the JSON limit all the same,
  // since the control-character check below reads every JSON body.
  const isJsonBody = (request: Request) =>
    /^application\/([\w.-]+\+)?json\b/i.test(request.headers.get('Content-Type') ?? '');
  app.use('/api/*', (c, next) =>
    (isResumeUpload(c.req.raw) ||
      isBlogImageUpload(c.req.raw) ||
      isApplicationUpload(c.req.raw) ||
      isTranscriptionUpload(c.req.raw) ||
      isRecordingUpload(c.req.raw)) &&
    !isJsonBody(c.req.raw)
      ? next()
      : jsonBodyLimit(c, next),
  );
  app.use('/api/*', originCheck({ appUrl: deps.appUrl }));
  app.use('/api/*', refuseControlCharacters());
  // JSON over 1 KB goes gzip/deflate when the browser accepts it; streams (text/event-stream) and
  // PDFs are left as they are, so streamed feedback still arrives word by word.
  app.use('/api/*', compress());
  app.onError(handleError(deps.logger));

  app.route(
    '/',
    healthRoutes({ database: deps.database, isShuttingDown: deps.isShuttingDown ?? (() => false) }),
  );
  const services = createServices(deps);
  app.route('/', apiRoutes(deps, services));
  app.all('/api/*', (c) => errorResponse(c, new AppError('not_found')));
  const blog = createBlogRepository(deps.database.db);
  const vacancies = createVacanciesRepository(deps.database.db);
  app.route(
    '/',
    feedRoutes({
      appUrl: deps.appUrl,
      repository: blog,
      listPublicVacancies: () => vacancies.listActiveDates(),
    }),
  );
  // The public pages each feature serves with more than the plain app (ADR 0018).
  const pages = createServerPages(
    [
      ...vacancyPages({ ...createJobBoardRepositories(deps.database.db), appUrl: deps.appUrl }),
      ...blogPages({ repository: blog, appUrl: deps.appUrl }),
    ],
    deps.logger,
  );
  app.route(
    '/',
    spaRoutes(deps.clientDir, {
      findPage: pages.findPage,
      findClientModule: pages.findClientModule,
      findTextNamespaces: pages.findTextNamespaces,
      logger: deps.logger,
    }),
  );
  app.notFound((c) => errorResponse(c, new AppError('not_found')));

  // Jobs a stopped process took but never finished are due again once their lease runs out.
  if (deps.runJobs !== false) services.jobs.start();
  return Object.assign(app, { jobs: services.jobs });
}
