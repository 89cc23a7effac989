// The landing page: feedback left on it, and the newsletter's addresses.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
