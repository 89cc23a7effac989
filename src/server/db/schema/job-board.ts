// The job board: vacancies, salary rates, saved jobs, applications, mail choices, job alerts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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
} from '../../../shared/constants';
import {
  ALERT_FREQUENCIES,
  NEW_APPLICATION_MAIL_CHOICES,
} from '../../../shared/schemas/saved-searches';
import { users } from './accounts';
import { resumes } from './resumes';
import { inList, timestamps } from './columns';

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
