import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../../src/server/db/schema';
import type { DatabaseHandle } from '../../../src/server/db/client';

// Every row of every table, so a test can prove a refused request changed nothing at all (not
// merely the row it aimed at). Rows are sorted, so the order the database returns them in does
// not matter.

const TABLES: PgTable[] = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => is(value, PgTable),
);

export type DatabaseSnapshot = Record<string, string[]>;

export async function snapshotDatabase(database: DatabaseHandle): Promise<DatabaseSnapshot> {
  const snapshot: DatabaseSnapshot = {};
  for (const table of TABLES) {
    const rows = await database.db.select().from(table);
    snapshot[getTableName(table)] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}

/** The tables whose rows differ between two snapshots, for a readable failure. */
export function changedTables(
  before: DatabaseSnapshot,
  after: DatabaseSnapshot,
  options: { except?: readonly string[] } = {},
): string[] {
  return Object.keys(before).filter(
    (name) =>
      !options.except?.includes(name) &&
      JSON.stringify(before[name]) !== JSON.stringify(after[name]),
  );
}
