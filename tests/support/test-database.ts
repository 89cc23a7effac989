import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/server/db/client';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../../src/server/db/migrate';

// Every integration test gets its own freshly migrated database, copied from a template database
// migrated once, on the real PostgreSQL server the run's global setup provides
// (tests/support/embedded-postgres-setup.ts: TEST_DATABASE_URL, or the embedded server). Outside a
// project with that setup, a PGlite data-dir snapshot stands in.

function providedUrl(): string | undefined {
  try {
    return inject('testDatabaseUrl');
  } catch {
    return undefined; // not in a Vitest worker with the setup (a script, or another project)
  }
}

/** The admin URL of the test PostgreSQL server, or undefined when tests run on PGlite. */
export const adminUrl = process.env.TEST_DATABASE_URL ?? providedUrl();
export const testDatabaseKind: 'pglite' | 'postgres' = adminUrl ? 'postgres' : 'pglite';

let pgliteTemplate: Promise<Blob> | undefined;
let postgresTemplate: Promise<string> | undefined;

export async function createTestDatabase(): Promise<DatabaseHandle> {
  return adminUrl ? createPostgresDatabase(adminUrl) : createPgliteDatabase();
}

async function createPgliteDatabase(): Promise<DatabaseHandle> {
  pgliteTemplate ??= (async () => {
    const client = await PGlite.create();
    const handle = await openPglite({ client });
    await migrateDatabase(handle);
    const snapshot = await client.dumpDataDir('none');
    await handle.close();
    return snapshot;
  })();
  return openPglite({ loadDataDir: await pgliteTemplate });
}

/** The URL of a database on the same server as the admin URL. */
export function postgresUrlFor(admin: string, database: string): string {
  const url = new URL(admin);
  url.pathname = `/${database}`;
  return url.toString();
}

async function createPostgresDatabase(admin: string): Promise<DatabaseHandle> {
  postgresTemplate ??= preparePostgresTemplate(admin);
  const template = await postgresTemplate;
  const name = `hireready_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(admin, `create database "${name}" template "${template}"`);
  const handle = openPostgres({ url: postgresUrlFor(admin, name), poolSize: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(admin, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** One template per migration set, created under a lock so parallel test workers share it. */
async function preparePostgresTemplate(admin: string): Promise<string> {
  const journal = readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8');
  const name = `hireready_template_${createHash('sha256').update(journal).digest('hex').slice(0, 12)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(72410002)');
    const existing = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (existing.rowCount === 0) {
      await client.query(`create database "${name}"`);
      const handle = openPostgres({ url: postgresUrlFor(admin, name), poolSize: 1 });
      try {
        await migrateDatabase(handle);
      } finally {
        await handle.close();
      }
    }
    await client.query('select pg_advisory_unlock(72410002)');
  } finally {
    await client.end();
  }
  return name;
}

export async function adminQuery(admin: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
