import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { adminQuery, postgresUrlFor } from '../../support/test-database';

// The real PostgreSQL server the ops-postgres tests need, from TEST_DATABASE_URL (CI's
// scripts/with-postgres.sh provides a throwaway one). Without it they are skipped, saying why.

export const adminUrl = process.env.TEST_DATABASE_URL;
export const hasPostgres = Boolean(adminUrl);

const HOW = 'bash scripts/with-postgres.sh npx vitest run --project ops-postgres';

/** The suite's name, with the reason when it is skipped; the reason is also printed once. */
export function postgresSuite(name: string): string {
  if (hasPostgres) return name;
  const reason = `skipped: no PostgreSQL server (TEST_DATABASE_URL is not set); run: ${HOW}`;
  console.info(`${name}: ${reason}`);
  return `${name} (${reason})`;
}

export interface EmptyDatabase {
  name: string;
  url: string;
  /** Drops the database and creates it again, empty: a wiped server. */
  recreate(): Promise<void>;
  drop(): Promise<void>;
}

/** A new, empty database on the server (nothing migrated: the app does that). */
export async function createEmptyDatabase(prefix: string): Promise<EmptyDatabase> {
  const admin = adminUrl ?? '';
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const create = () => adminQuery(admin, `create database "${name}"`);
  const drop = () => adminQuery(admin, `drop database if exists "${name}" with (force)`);
  await create();
  return {
    name,
    url: postgresUrlFor(admin, name),
    recreate: async () => {
      await drop();
      await create();
    },
    drop,
  };
}

/** Runs one query on a database and returns its rows. */
export async function queryRows<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
