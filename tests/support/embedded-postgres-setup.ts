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
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres/start-embedded-postgres';

// The tests run on a real PostgreSQL: the one TEST_DATABASE_URL names (CI's second phase), or else
// the embedded server the product itself uses, started once for the whole run in a temporary
// directory, without durability (a test database never outlives the run). Each test database is a
// copy of a migrated template (tests/support/test-database.ts).

declare module 'vitest' {
  export interface ProvidedContext {
    /** The admin URL of the PostgreSQL server the test databases are made on. */
    testDatabaseUrl: string;
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
  if (fromEnv) {
    project.provide('testDatabaseUrl', fromEnv);
    return;
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
