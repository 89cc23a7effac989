import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { processInfo, readPidFile } from '../src/server/db/embedded-postgres/leftovers';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres/start-embedded-postgres';
import { fail, run } from './backup-common';

// Backup and restore of the embedded PostgreSQL server (DATA_DIR/postgres, ADR 0025). No pg_dump
// of its version ships with it, so the backup is the cluster directory itself, taken while no
// server runs on it: started and stopped once first, so a cluster left by a crash is recovered
// and checkpointed, then archived with tar. Restoring unpacks it; the next start takes it over.

export const EMBEDDED_POSTGRES_FILE = 'database.postgres.tar.gz';
const CLUSTER = 'postgres';

/** Whether a live process is named in postmaster.pid (a server runs on the cluster). */
function isServerRunning(clusterDir: string): boolean {
  const server = readPidFile(clusterDir);
  return server !== undefined && processInfo(server.pid).alive;
}

export async function dumpEmbeddedPostgres(dataDir: string, { out }: { out: string }) {
  const clusterDir = join(dataDir, CLUSTER);
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    fail(`There is no embedded database in ${clusterDir}.`);
  }
  if (isServerRunning(clusterDir)) {
    fail(
      `The embedded database in ${clusterDir} is in use by a running server.\n` +
        'Stop the server, then run the backup again.',
    );
  }
  // Started and stopped once: recovers a cluster a crash left, and leaves it checkpointed.
  const server = await startEmbeddedPostgres({
    clusterDir,
    database: 'hireready',
    log: () => undefined,
    onFatal: (error) => fail(error.message),
  });
  const migrationsApplied = await countMigrations(server.url).finally(() => server.stop());
  await run('tar', {
    args: [
      '--create',
      '--gzip',
      `--file=${join(out, EMBEDDED_POSTGRES_FILE)}`,
      '--exclude=postmaster.pid',
      '--exclude=postmaster.opts',
      '--exclude=.s.PGSQL.*',
      `--directory=${dataDir}`,
      CLUSTER,
    ],
  });
  return { kind: 'embedded-postgres' as const, file: EMBEDDED_POSTGRES_FILE, migrationsApplied };
}

/** Unpacks a backup's cluster into DATA_DIR/postgres (which must be empty or absent). */
export async function restoreEmbeddedPostgres(dataDir: string, { file }: { file: string }) {
  mkdirSync(dataDir, { recursive: true });
  await run('tar', {
    args: ['--extract', '--gzip', `--file=${file}`, `--directory=${dataDir}`],
  });
}

async function countMigrations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

export function embeddedClusterDir(dataDir: string): string {
  return join(dataDir, CLUSTER);
}
