import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { copyFromPglite } from '../src/server/db/copy-from-pglite';
import { migrateDatabase } from '../src/server/db/migrate';
import { createLogger } from '../src/server/logger';
import { fail, readEnv } from './backup-common';

// npm run db:copy-from-pglite -- <PGlite directory>
// Copies an earlier embedded database (PGlite, e.g. ./data/db) into the PostgreSQL database the
// configuration points at: DATABASE_URL, or the embedded PostgreSQL server in DATA_DIR/postgres.
// The target is migrated first and must hold no accounts yet; the PGlite directory is only read.
// (The embedded server does the same by itself at its first start on a DATA_DIR holding db/.)
// Stop every server using either database first.

const USAGE = 'Usage: npm run db:copy-from-pglite -- <PGlite data directory, e.g. ./data/db>';

async function main() {
  const source = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  if (!source) fail(USAGE, 2);
  const pgliteDir = resolve(source);
  if (!existsSync(join(pgliteDir, 'PG_VERSION')))
    fail(`There is no PGlite database in ${pgliteDir}.`);
  const env = readEnv();
  if (!env.DATABASE_URL && env.EMBEDDED_DATABASE === 'pglite') {
    fail(
      'The configuration points at PGlite (EMBEDDED_DATABASE=pglite): there is nothing to copy into.',
    );
  }
  const logger = createLogger({ level: 'warn' });
  const target = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: 2,
    embedded: 'postgres',
    logger,
  });
  try {
    await migrateDatabase(target);
    const copied = await copyFromPglite({ pgliteDir, target, logger });
    const where = env.DATABASE_URL
      ? 'the database of DATABASE_URL'
      : join(env.DATA_DIR, 'postgres');
    process.stdout.write(
      `Copied ${copied.rows} rows in ${copied.tables} tables from ${pgliteDir} into ${where}.\n`,
    );
  } finally {
    await target.close();
  }
}

main().catch((error: unknown) => {
  fail(error instanceof Error ? error.message : String(error));
});
