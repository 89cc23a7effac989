import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { Logger } from '../logger';
import { type DatabaseHandle, openPglite } from './client';
import { migrateDatabase } from './migrate';

// Moving from the embedded PGlite database (DATA_DIR/db, the default before ADR 0025) to
// PostgreSQL: every row of every table, copied table by table into a migrated PostgreSQL
// database in one transaction, so a failed copy leaves the target as it was and can be run again.
// Both sides are first brought to the same migration, so their tables match column for column.

/** Where PGlite kept its data, and where it is moved once copied (kept, never deleted). */
export function pgliteDirOf(dataDir: string): string {
  return join(dataDir, 'db');
}

/** The rows of a raw query: node-postgres and PGlite both answer `{ rows }`. */
async function rowsOf<T>(
  database: Pick<DatabaseHandle['db'], 'execute'>,
  query: SQL,
): Promise<T[]> {
  const result = (await database.execute(query)) as { rows: T[] };
  return result.rows;
}

const COPIED_SUFFIX = '.copied-to-postgres';
const BATCH_ROWS = 500;

/** Whether DATA_DIR holds a PGlite database that was never copied. */
export function hasPgliteToCopy(dataDir: string): boolean {
  return existsSync(join(pgliteDirOf(dataDir), 'PG_VERSION'));
}

export interface CopyReport {
  tables: number;
  rows: number;
}

/**
 * Copies the PGlite database in `pgliteDir` into `target` (PostgreSQL, migrated, with no user data
 * yet). Refuses a target that already has accounts, so nothing is ever overwritten or doubled.
 */
export async function copyFromPglite(options: {
  pgliteDir: string;
  target: DatabaseHandle;
  logger: Logger;
}): Promise<CopyReport> {
  const { target, logger } = options;
  if (target.kind !== 'postgres') throw new Error('the copy goes into PostgreSQL');
  const [users] = await rowsOf<{ n: number }>(target.db, sql`select count(*)::int as n from users`);
  if ((users?.n ?? 0) > 0) {
    throw new Error('the PostgreSQL database already has accounts; copy only into a new database');
  }
  const source = await openPglite({ dataDir: options.pgliteDir });
  try {
    await migrateDatabase(source);
    const tables = await tablesOf(source);
    let rows = 0;
    await target.db.transaction(async (tx) => {
      // Rows arrive table by table, so foreign keys are checked by the data, not by the order:
      // replica mode skips the triggers that enforce them while copying (PostgreSQL superuser).
      await tx.execute(sql`set local session_replication_role = replica`);
      for (const table of tables) {
        await tx.execute(sql`delete from ${sql.identifier(table)}`);
        const columns = await copiedColumns(source, table);
        const list = sql.join(
          columns.map((column) => sql.identifier(column)),
          sql`, `,
        );
        const all = await rowsOf<{ row: string }>(
          source.db,
          sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
        );
        for (let start = 0; start < all.length; start += BATCH_ROWS) {
          const batch = `[${all
            .slice(start, start + BATCH_ROWS)
            .map((r) => r.row)
            .join(',')}]`;
          await tx.execute(
            sql`insert into ${sql.identifier(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${batch}::json)`,
          );
        }
        rows += all.length;
        logger.info({ table, rows: all.length }, 'copied a table from the PGlite database');
      }
    });
    return { tables: tables.length, rows };
  } finally {
    await source.close();
  }
}

/** Marks the PGlite directory as copied by renaming it, so the next start does not copy again. */
export function setAsideCopiedPglite(dataDir: string): string {
  const from = pgliteDirOf(dataDir);
  const to = `${from}${COPIED_SUFFIX}-${new Date().toISOString().slice(0, 10)}`;
  renameSync(from, to);
  return to;
}

async function tablesOf(database: DatabaseHandle): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name);
}

/** The columns a row is written with: all but generated ones, which PostgreSQL computes itself. */
async function copiedColumns(database: DatabaseHandle, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    database.db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return rows.map((row) => row.name);
}
