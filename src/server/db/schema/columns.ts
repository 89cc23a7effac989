// Column sets and SQL helpers the schema's files share.
import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** Created and last updated, in every table that changes. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** A list of values as SQL literals, for a CHECK constraint. */
export const inList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));
