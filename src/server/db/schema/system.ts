// The app's own bookkeeping: abuse-limit counters, background jobs, one-time data steps.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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

/** One-time data steps already done (such as importing the starter blog posts). */
export const seeds = pgTable('seeds', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
