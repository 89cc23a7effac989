import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { TEST_DATABASE_PREFIX } from './test-database';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres/start-embedded-postgres';

// The tests run on a real PostgreSQL: the one TEST_DATABASE_URL names (CI's second phase), or else
// the embedded server the product itself uses, started once for the whole run in a temporary
// directory, without durability (a test database never outlives the run). Each test database is a
// copy of a migrated template (tests/support/test-database.ts).

declare module 'vitest' {
  export interface ProvidedContext {
    /** The admin URL of the PostgreSQL server the test databases are made on. */
    testDatabaseUrl: string;
    /** This project's run, in its test databases' names (tests/support/test-database.ts). */
    testDatabaseRun: string;
  }
}

interface Shared {
  url: Promise<string>;
  users: number;
  stop: () => Promise<void>;
}

// Several projects name this setup; they share one server (the setup runs in the main process).
const KEY = Symbol.for('hireready.embeddedTestPostgres');
const holder = globalThis as unknown as Record<symbol, Shared | undefined>;

function startShared(): Shared {
  const dir = mkdtempSync(join(tmpdir(), 'hireready-test-pg-'));
  let stopServer: () => Promise<void> = async () => undefined;
  const url = startEmbeddedPostgres({
    clusterDir: join(dir, 'postgres'),
    database: 'postgres',
    log: (level, message) => {
      if (level === 'error') process.stderr.write(`[test postgres] ${message}\n`);
    },
    onFatal: (error) => process.stderr.write(`[test postgres] ${error.message}\n`),
    settings: {
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
      max_connections: '300',
      shared_buffers: '128MB',
    },
  }).then((server) => {
    stopServer = server.stop;
    return server.url;
  });
  return {
    url,
    users: 0,
    stop: async () => {
      await stopServer();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  const fromEnv = process.env.TEST_DATABASE_URL;
  const run = randomBytes(4).toString('hex');
  project.provide('testDatabaseRun', run);
  if (fromEnv) {
    project.provide('testDatabaseUrl', fromEnv);
    // Workers keep emptied databases for their next tests; what they hold at the end goes.
    return () => dropRunDatabases(fromEnv, run);
  }
  const shared = (holder[KEY] ??= startShared());
  shared.users += 1;
  project.provide('testDatabaseUrl', await shared.url);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    holder[KEY] = undefined;
    await shared.stop();
    stopOrphanedServers();
  };
}

/**
 * Tests kill app processes with -9 on purpose; the PostgreSQL server such an app started keeps
 * running (as it would in production, until the next start takes it over). At the end of the run
 * every such orphan in a temporary test directory is stopped, so runs leave no processes behind.
 */
function stopOrphanedServers(): void {
  if (process.platform !== 'linux') return;
  const temporary = realpathSync(tmpdir());
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cwd = readlinkSync(`/proc/${name}/cwd`);
      // Only the embedded package's servers: a PostgreSQL started with pg_ctl (as
      // scripts/with-postgres.sh does) is always a child of pid 1, and is not ours to stop.
      const isEmbedded = readlinkSync(`/proc/${name}/exe`).includes('/@embedded-postgres/');
      const isOrphan = parent === 1 || !existsSync(`/proc/${parent}`);
      if (
        command === 'postgres' &&
        isEmbedded &&
        isOrphan &&
        cwd.startsWith(`${temporary}/hireready-`)
      ) {
        process.kill(Number(name), 'SIGINT');
      }
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
}

/** Drops the test databases a run's workers still hold (on a server that outlives the run). */
async function dropRunDatabases(admin: string, run: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [`${TEST_DATABASE_PREFIX}${run}_`],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await client.end();
  }
}
