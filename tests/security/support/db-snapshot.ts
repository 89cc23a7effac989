import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../../src/server/db/schema';
import type { DatabaseHandle } from '../../../src/server/db/client';

// Every row of every table, so a test can prove a refused request changed nothing at all (not
// merely the row it aimed at). Rows are read as PostgreSQL writes them (every column) and sorted,
// so the order the database returns them in does not matter. One query reads every table: one
// query per table, twice per request, made the hostile requests 53 s of CI's time (issue 39).

const TABLE_NAMES: string[] = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table));

export type DatabaseSnapshot = Record<string, string[]>;

const SNAPSHOT_QUERY = sql.raw(
  TABLE_NAMES.map((name) => `select '${name}' as "table", r::text as "row" from "${name}" r`).join(
    ' union all ',
  ),
);

export async function snapshotDatabase(database: DatabaseHandle): Promise<DatabaseSnapshot> {
  const result = (await database.db.execute(SNAPSHOT_QUERY)) as {
    rows: Array<{ table: string; row: string }>;
  };
  const snapshot: DatabaseSnapshot = Object.fromEntries(TABLE_NAMES.map((name) => [name, []]));
  for (const { table, row } of result.rows) snapshot[table]?.push(row);
  for (const rows of Object.values(snapshot)) rows.sort();
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
