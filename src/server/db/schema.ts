import type { SpeechDelivery } from '../../shared/speech-delivery';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  APPLICATION_STATUSES,
  CURRENCIES,
  SALARY_PERIODS,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  VACANCY_STATUSES,
  WORK_MODES,
} from '../../shared/constants';
import type { AnswerEvidence, QuestionKind } from '../../shared/schemas/interviews';
import type { StoredReading } from '../ai/offline/analyse-answer';
import {
  RESUME_MODES,
  type ResumeFields,
  type TailoringReport,
} from '../../shared/schemas/resumes';
import {
  ALERT_FREQUENCIES,
  NEW_APPLICATION_MAIL_CHOICES,
} from '../../shared/schemas/saved-searches';

// Tables follow the entities of the product specification (§3); names are the product's words.

const inList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

/** Landing-page feedback: title, description and a 1–5 star rating (spec stores 0–5). */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    stars: smallint('stars').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [check('feedbacks_stars_range', sql`${table.stars} between 0 and 5`)],
);

export const NEWSLETTER_STATUSES = ['pending', 'subscribed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/**
 * Newsletter subscribers; one row per (lower-cased) address. Double opt-in: an address is
 * `pending` until its confirmation link is followed, and stays as `unsubscribed` once it leaves.
 */
export const emails = pgTable(
  'emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    time: timestamp('time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    status: text('status', { enum: NEWSLETTER_STATUSES }).notNull().default('subscribed'),
    language: text('language').notNull().default('en'),
    /** SHA-256 of the confirmation token; the token itself exists only in the mail. */
    confirmTokenHash: text('confirm_token_hash'),
    /** The hash of the link that confirmed the address: a second press says "already confirmed". */
    usedConfirmTokenHash: text('used_confirm_token_hash'),
    confirmTokenExpiresAt: timestamp('confirm_token_expires_at', {
      withTimezone: true,
      mode: 'date',
    }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('emails_confirm_token_hash_idx').on(table.confirmTokenHash),
    index('emails_used_confirm_token_hash_idx').on(table.usedConfirmTokenHash),
  ],
);

// Accounts. Table and column shapes follow better-auth's model (user, session, account,
// verification, used with plural names); the spec's user record adds country, LinkedIn,
// balance and pro. The user's id is the spec's uid, name its fullname, createdAt its created_time.

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  country: text('country'),
  linkedIn: text('linked_in'),
  balance: integer('balance').notNull().default(0),
  pro: boolean('pro').notNull().default(false),
  /**
   * Bumped by a password reset: device cookies (device-cookie.ts) are signed with it, so a
   * browser remembered before the reset is a stranger after it.
   */
  deviceGeneration: integer('device_generation').notNull().default(0),
  ...timestamps,
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    ...timestamps,
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    /** The provider's key for the person: Google's `sub`, or the user id for passwords. */
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', {
      withTimezone: true,
      mode: 'date',
    }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', {
      withTimezone: true,
      mode: 'date',
    }),
    scope: text('scope'),
    /** Password hash (scrypt) for email-and-password accounts. */
    password: text('password'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('accounts_provider_account_idx').on(table.providerId, table.accountId),
    index('accounts_user_id_idx').on(table.userId),
  ],
);

/** Short-lived secrets such as password-reset tokens, stored hashed. */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ...timestamps,
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/** Fixed-window counters for abuse limits, shared by every process through the database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
  count: integer('count').notNull(),
});

/**
 * Background work (mail, alerts, clean-ups), durable: a job is a row before anyone is told it
 * will happen, so a crash loses nothing. Processes take due jobs with FOR UPDATE SKIP LOCKED and
 * hold them for a lease; a job whose process died is taken again when its lease runs out.
 * `key` makes enqueueing idempotent: one job per recurring slot, one mail per event (ADR 0028).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    key: text('key'),
    /** Not run before this: when it was asked for, or the wait before another attempt. */
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** The process holding the job, and until when; null when nobody does. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    /** Set when it succeeded, or when it was given up (`failed`). */
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    failed: boolean('failed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('jobs_key_idx').on(table.key),
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.finishedAt} is null`),
    index('jobs_finished_at_idx').on(table.finishedAt),
  ],
);

// The product's four sections (spec §3). Minimal for now: the features that fill these tables
// extend them with their own migrations. Dashboard counts are queries over these rows, not the
// spec's counters on the user record, so they cannot drift.

export const INTERVIEW_STATUSES = ['in-progress', 'completed'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobTitle: text('job_title').notNull(),
    jobDescription: text('job_description').notNull(),
    /** The interview's language, 'en' or 'ru', chosen when it starts. */
    language: text('language').notNull(),
    status: text('status', { enum: INTERVIEW_STATUSES }).notNull().default('in-progress'),
    questionsCount: integer('questions_count').notNull().default(0),
    assessment: text('assessment'),
    /** The assessment's score out of 100, parsed from a model's text or computed offline. */
    score: integer('score'),
    /** Which coach wrote the questions and feedback: 'offline' or 'openai-compatible'. */
    coach: text('coach').notNull().default('offline'),
    /** Shown on the results page when present (spec §3). */
    number: integer('number'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /** The level the questions were pitched at ('junior', 'mid', 'senior'); null: not chosen. */
    seniority: text('seniority'),
    /** The resume the questions probe; unset when that resume is deleted (the questions stay). */
    resumeId: uuid('resume_id').references((): AnyPgColumn => resumes.id, { onDelete: 'set null' }),
    /** The first assessment's score, kept when retakes rewrite the assessment (the change shown). */
    firstScore: integer('first_score'),
    /** When the assessment was last rewritten with the best attempts; null: never since completion. */
    reassessedAt: timestamp('reassessed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('interviews_user_id_created_at_idx').on(table.userId, table.createdAt)],
);

export const resumes = pgTable(
  'resumes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobDescription: text('job_description').notNull(),
    fileName: text('file_name').notNull(),
    /** Storage key of the tailored PDF, next to the original's. */
    path: text('path').notNull(),
    /** Storage key of the uploaded PDF, per the spec: resumes/{userId}/{timestamp}-{fileName}; null only for rows made before uploads were kept. */
    originalPath: text('original_path'),
    status: text('status').notNull().default('optimized'),
    /** Match scores (0–100) of the original and of the tailored PDF read back. */
    scoreBefore: smallint('score_before').notNull().default(0),
    scoreAfter: smallint('score_after').notNull().default(0),
    /** The match reports before and after and the changes made (TailoringReport). */
    report: jsonb('report').$type<TailoringReport>(),
    /** How the tailored PDF was made: reordered offline, or edited by a model and filtered. */
    mode: text('mode', { enum: RESUME_MODES }).notNull().default('offline'),
    /** The resume as its owner checked and corrected it before tailoring (ResumeFields); null when they did not. */
    fields: jsonb('fields').$type<ResumeFields>(),
    /** SHA-256 of the uploaded file, hex: the same file uploaded again loads the owner's corrections. */
    fileSha256: text('file_sha256'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('resumes_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('resumes_user_id_file_sha256_idx').on(table.userId, table.fileSha256),
    check('resumes_mode_known', sql`${table.mode} in (${inList(RESUME_MODES)})`),
    check('resumes_score_before_range', sql`${table.scoreBefore} between 0 and 100`),
    check('resumes_score_after_range', sql`${table.scoreAfter} between 0 and 100`),
  ],
);

export { VACANCY_STATUSES };
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];

/** PostgreSQL's text-search document type; read as its text form (never selected by the app). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What full-text search matches. Every field (title, company, location, description,
 * requirements) as stems: the 'russian' configuration stems Cyrillic words with Snowball Russian
 * and Latin ones with Snowball English, so one vector serves both languages. The short title and
 * company are added as exact words too ('simple': no stemming, no stop words), so a search made
 * only of stop words ("IT") still finds titles and companies. Both configurations ship with
 * PostgreSQL and PGlite alike; vacancy-search.repository.ts queries with the same two. ADR 0013
 * says why 'simple' covers only the title and company.
 */
const VACANCY_SEARCH_DOCUMENT = sql`to_tsvector('simple'::regconfig, "title" || ' ' || "company") || to_tsvector('russian'::regconfig, "title" || ' ' || "company" || ' ' || "location" || ' ' || "description" || ' ' || "requirements")`;

export const vacancies = pgTable(
  'vacancies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The owner, who posted the vacancy. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    requirements: text('requirements').notNull(),
    benefits: text('benefits').notNull().default(''),
    company: text('company').notNull().default(''),
    location: text('location').notNull(),
    /** Both null: the vacancy does not state its salary. */
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('RUB'),
    /** What the salary is paid for: an hour, a month or a year. */
    salaryPeriod: text('salary_period', { enum: SALARY_PERIODS }).notNull().default('month'),
    /**
     * The salary range per year in US dollars at the rates in currency_rates (0 when not stated),
     * written by the database (trigger vacancies_salary_in_usd, migrations 0016 and 0029) and
     * rewritten when the rates change: the "Highest salary" order, so RUB and EUR vacancies, and
     * hourly and monthly pay, compare by what they pay.
     */
    salaryMaxUsd: doublePrecision('salary_max_usd').notNull().default(0),
    salaryMinUsd: doublePrecision('salary_min_usd').notNull().default(0),
    /** Null for vacancies posted before these fields existed: "not stated". */
    workMode: text('work_mode', { enum: WORK_MODES }),
    employmentType: text('employment_type', { enum: EMPLOYMENT_TYPES }),
    experienceLevel: text('experience_level', { enum: EXPERIENCE_LEVELS }),
    status: text('status', { enum: VACANCY_STATUSES }).notNull().default('active'),
    searchVector: tsvector('search_vector').notNull().generatedAlwaysAs(VACANCY_SEARCH_DOCUMENT),
    ...timestamps,
  },
  (table) => [
    check('vacancies_salary_range', sql`${table.salaryMin} <= ${table.salaryMax}`),
    check('vacancies_salary_min_not_negative', sql`${table.salaryMin} >= 0`),
    check(
      'vacancies_salary_both_or_neither',
      sql`(${table.salaryMin} is null) = (${table.salaryMax} is null)`,
    ),
    check(
      'vacancies_salary_period_known',
      sql`${table.salaryPeriod} in (${inList(SALARY_PERIODS)})`,
    ),
    check('vacancies_status_known', sql`${table.status} in (${inList(VACANCY_STATUSES)})`),
    check('vacancies_currency_known', sql`${table.currency} in (${inList(CURRENCIES)})`),
    index('vacancies_status_created_at_idx').on(table.status, table.createdAt),
    check('vacancies_work_mode_known', sql`${table.workMode} in (${inList(WORK_MODES)})`),
    check(
      'vacancies_employment_type_known',
      sql`${table.employmentType} in (${inList(EMPLOYMENT_TYPES)})`,
    ),
    check(
      'vacancies_experience_level_known',
      sql`${table.experienceLevel} in (${inList(EXPERIENCE_LEVELS)})`,
    ),
    index('vacancies_status_salary_usd_idx').on(
      table.status,
      table.salaryMaxUsd,
      table.salaryMinUsd,
      table.createdAt,
    ),
    index('vacancies_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('vacancies_search_vector_idx').using('gin', table.searchVector),
  ],
);

/**
 * How many units of each currency make one US dollar: the reference rates salaries are compared
 * at. The operator updates them (`npm run currency-rates`); the board states them and their date.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    currency: text('currency', { enum: CURRENCIES }).primaryKey(),
    perUsd: doublePrecision('per_usd').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [check('currency_rates_positive', sql`${table.perUsd} > 0`)],
);

/**
 * What a deleted vacancy was, so its link (shared, saved, in an alert mail) can say "This vacancy
 * is closed" with its title instead of a bare "not found". Written by the delete, in its
 * transaction; only what the vacancy showed everyone (title, company, location) is kept.
 */
export const closedVacancies = pgTable('closed_vacancies', {
  id: uuid('id').primaryKey(),
  title: text('title').notNull(),
  company: text('company').notNull(),
  location: text('location').notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A user's bookmark of a vacancy. It outlives the vacancy: deleting one sets vacancy_id to null,
 * and the copy of the vacancy kept here (spec §3: "a copy of the vacancy", refreshed when the
 * vacancy is deleted) lets the saved-jobs card still say what it was.
 */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vacancyId: uuid('vacancy_id').references(() => vacancies.id, { onDelete: 'set null' }),
    /** The vacancy it was saved from, kept after the vacancy is deleted (no foreign key). */
    originVacancyId: uuid('origin_vacancy_id'),
    savedAt: timestamp('saved_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    location: text('location').notNull(),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    currency: text('currency').notNull(),
    salaryPeriod: text('salary_period', { enum: SALARY_PERIODS }).notNull().default('month'),
    description: text('description').notNull(),
  },
  (table) => [
    uniqueIndex('saved_jobs_user_id_vacancy_id_idx').on(table.userId, table.vacancyId),
    index('saved_jobs_vacancy_id_idx').on(table.vacancyId),
    index('saved_jobs_user_id_origin_vacancy_id_idx').on(table.userId, table.originVacancyId),
  ],
);

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * A user's application to a vacancy, one per user and vacancy. The employer is the vacancy's
 * owner. Deleting the vacancy sets vacancy_id to null; the title and company kept here let the
 * applicant's history still read "<title> at <company> (vacancy removed)".
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The applicant. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vacancyId: uuid('vacancy_id').references(() => vacancies.id, { onDelete: 'set null' }),
    /** The vacancy applied to, kept after it is deleted: links the application to a saved job. */
    originVacancyId: uuid('origin_vacancy_id'),
    vacancyTitle: text('vacancy_title').notNull(),
    vacancyCompany: text('vacancy_company').notNull(),
    coverLetter: text('cover_letter'),
    /** The Resume Builder resume the attached file was copied from, while it exists. */
    resumeId: uuid('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    /**
     * The resume sent with the application: the application's own copy in storage (ADR 0029),
     * so the employer can still read it after the applicant deletes or re-tailors theirs.
     */
    resumeFileKey: text('resume_file_key'),
    resumeFileName: text('resume_file_name'),
    resumeContentType: text('resume_content_type'),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('pending'),
    /**
     * The status the applicant was last told of by mail: a status mail goes out only when the
     * status differs from it, so flipping a status back and forth mails nothing new.
     */
    statusMailed: text('status_mailed', { enum: APPLICATION_STATUSES })
      .notNull()
      .default('pending'),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('applications_user_id_vacancy_id_idx').on(table.userId, table.vacancyId),
    index('applications_vacancy_id_applied_at_idx').on(table.vacancyId, table.appliedAt),
    index('applications_user_id_applied_at_idx').on(table.userId, table.appliedAt),
    index('applications_user_id_origin_vacancy_id_idx').on(table.userId, table.originVacancyId),
    check('applications_status_known', sql`${table.status} in (${inList(APPLICATION_STATUSES)})`),
  ],
);

/**
 * What job-board mail a user gets, and in which language (the one they last used the board in).
 * No row: the defaults (new applications at once, status changes and alerts on, English).
 */
export const mailPreferences = pgTable(
  'mail_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language').notNull().default('en'),
    newApplications: text('new_applications', { enum: NEW_APPLICATION_MAIL_CHOICES })
      .notNull()
      .default('immediately'),
    statusChanges: boolean('status_changes').notNull().default(true),
    searchAlerts: boolean('search_alerts').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'mail_preferences_new_applications_known',
      sql`${table.newApplications} in (${inList(NEW_APPLICATION_MAIL_CHOICES)})`,
    ),
  ],
);

/**
 * A search of the board a user keeps, with an alert: daily or weekly mail of the vacancies
 * posted since the last one that match it. `query` holds the board's URL parameters.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull().default('daily'),
    isPaused: boolean('is_paused').notNull().default(false),
    /** Vacancies posted after this are new to the alert (its creation, then each mail's time). */
    checkedUntil: timestamp('checked_until', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_searches_user_id_idx').on(table.userId),
    check(
      'saved_searches_frequency_known',
      sql`${table.frequency} in (${inList(ALERT_FREQUENCIES)})`,
    ),
  ],
);

/** Each vacancy an alert has mailed, so none is mailed twice. */
export const savedSearchSent = pgTable(
  'saved_search_sent',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    vacancyId: uuid('vacancy_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.savedSearchId, table.vacancyId] })],
);

/** The questions of an interview (spec: interviews/{id}/questions), answered one by one in order. */
export const interviewQuestions = pgTable(
  'interview_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    /** 1-based position. */
    order: integer('order').notNull(),
    questionText: text('question_text').notNull(),
    /**
     * What the question asks for ('story' | 'method' | 'open'), stored as the coach wrote it so
     * the answer is read for it; null on rows older than issue 32, then read from the wording.
     */
    questionKind: text('question_kind').$type<QuestionKind>(),
    /** The offline coach's template the question came from; null for a model's question. */
    templateId: text('template_id'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    feedback: text('feedback'),
    /** The follow-up the coach asked after this answer's feedback, if any (issue 21). */
    followUp: text('follow_up'),
    /** The candidate's answer to it; counted with the answer in the feedback, evidence and score. */
    followUpAnswer: text('follow_up_answer'),
    /** The evidence read in the answer, computed once as it is saved (the results page shows it). */
    evidence: jsonb('evidence').$type<AnswerEvidence>(),
    /**
     * The coach's whole reading of the answer (with the follow-up's answer, once given), read once
     * as it is saved, with the version it was read with: the feedback, the assessment and the cap
     * of a model's score use it while it is current (issue 32). Null on older rows.
     */
    reading: jsonb('reading').$type<StoredReading>(),
    /**
     * How the answer was spoken, when it was recorded: timing measured in the user's browser
     * (issue 37; no audio, no words). Null for typed answers.
     */
    delivery: jsonb('delivery').$type<SpeechDelivery>(),
    /**
     * Until when the process writing this answer's feedback (or, for the last one, the
     * assessment) holds the work; renewed while it lives. Null or past: nobody holds it, and the
     * same answer sent again takes it over.
     */
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('interview_questions_interview_order_idx').on(table.interviewId, table.order),
  ],
);

/**
 * A question answered again ("Try again"): attempt 2 onwards, each with its own feedback and
 * evidence. Attempt 1 is the answer stored on the question itself, never overwritten.
 */
export const interviewAnswerAttempts = pgTable(
  'interview_answer_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    order: integer('order').notNull(),
    attempt: integer('attempt').notNull(),
    answer: text('answer').notNull(),
    feedback: text('feedback').notNull(),
    evidence: jsonb('evidence').$type<AnswerEvidence>().notNull(),
    /** The coach's whole reading of this attempt, with its version (as on the question). */
    reading: jsonb('reading').$type<StoredReading>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('interview_answer_attempts_question_attempt_idx').on(
      table.interviewId,
      table.order,
      table.attempt,
    ),
  ],
);

/**
 * The story bank (issue 21): a candidate's best answers, kept under their own titles and tagged
 * by the skills they show, to start from when a similar question comes up.
 */
export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    /** Where the story was first told, if in an interview; unset when that interview is deleted. */
    interviewId: uuid('interview_id').references(() => interviews.id, { onDelete: 'set null' }),
    questionOrder: integer('question_order'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('stories_user_id_updated_at_idx').on(table.userId, table.updatedAt)],
);

export const BLOG_POST_STATUSES = ['draft', 'published'] as const;

/** Blog posts: Markdown written by admins or imported; only published ones are public. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The address: /blog/{slug}; lower-case ASCII letters, digits and hyphens. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    /** Markdown; rendered to sanitized HTML on the way out, never stored as HTML. */
    content: text('content').notNull(),
    /**
     * Minutes to read the content, written with it, so the list need not load and render every
     * post. Null only on rows from before the column, until the list first fills it in.
     */
    readingMinutes: integer('reading_minutes'),
    coverImageUrl: text('cover_image_url'),
    /** The cover's alt text; null or empty when it is decorative. */
    coverImageAlt: text('cover_image_alt'),
    authorName: text('author_name'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    language: text('language').notNull(),
    status: text('status').notNull().default('draft'),
    /** The admin who wrote it; imported posts have none. */
    authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Set when first published; the date readers see. */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('blog_posts_slug_idx').on(table.slug),
    index('blog_posts_status_published_at_idx').on(table.status, table.publishedAt),
    check('blog_posts_status', sql`${table.status} in (${inList(BLOG_POST_STATUSES)})`),
    check('blog_posts_language', sql`${table.language} in ('en', 'ru')`),
  ],
);

/** One-time data steps already done (such as importing the starter blog posts). */
export const seeds = pgTable('seeds', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
