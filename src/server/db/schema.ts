import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Tables follow the entities of the product specification (§3); names are the product's words.

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

/** Newsletter subscribers; one row per (lower-cased) address. */
export const emails = pgTable('emails', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  time: timestamp('time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
