import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Logger } from '../logger';
import { startEmbeddedPostgres } from './embedded-postgres/start-embedded-postgres';
import { defaultPoolSize } from './pool-size';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle handle repositories use; the same API whether PGlite or PostgreSQL is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  /**
   * Started by this process for itself (PGlite, or the embedded PostgreSQL server): no other
   * process can use it, so what an earlier process held is free at start.
   */
  isEmbedded: boolean;
  /** How many queries it runs at once: the pool's connections (1 for PGlite). */
  poolSize: number;
  db: Database;
  /**
   * Resolves when the database answers a trivial query; rejects otherwise. On PostgreSQL it asks
   * over a connection of its own, so a pool busy with requests does not read as a database down.
   */
  ping(): Promise<void>;
  /**
   * Runs fn while holding a cluster-wide advisory lock (a no-op lock for single-process PGlite).
   * fn gets a handle bound to the locked connection, so it needs no second one from the pool.
   */
  withAdvisoryLock<T>(key: number, fn: (db: Database) => Promise<T>): Promise<T>;
  /**
   * Runs fn on a connection of its own, outside the request pool, that waits up to 30 s to
   * connect: for the steps before the server listens, which the pool's short wait (a bound on
   * queued requests) must not refuse on a loaded machine. The pool itself for PGlite.
   */
  withOwnConnection<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** How long a one-off step at start-up (the migration, releasing leases, seeding) waits to connect. */
const OWN_CONNECTION_CONNECT_MS = 30_000;

export function openPostgres(options: {
  url: string;
  poolSize: number;
  /**
   * How long a request waits for a pooled connection before it is refused as busy (503 with
   * Retry-After, before anything is written): the pool's bounded queue. 5 s by default.
   */
  poolWaitMs?: number;
  /** Stops what the pool's server needs once the pool has closed (the embedded server). */
  afterClose?: () => Promise<void>;
}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    connectionTimeoutMillis: options.poolWaitMs ?? 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => undefined);
  let closing: Promise<void> | undefined;
  // /readyz's own connection, opened on first use: a busy server is still a ready one.
  let healthPool: pg.Pool | undefined;
  const healthCheck = () => {
    // A closed handle opens no new connection: its server is gone, or is not ours any more.
    if (closing) throw new Error('The database handle is closed.');
    if (!healthPool) {
      healthPool = new pg.Pool({
        connectionString: options.url,
        max: 1,
        connectionTimeoutMillis: 2_000,
        // Kept open: a probe under load should not have to connect first.
        idleTimeoutMillis: 0,
      });
      healthPool.on('error', () => undefined);
    }
    return healthPool;
  };
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const withOwnConnection = async <T>(fn: (db: Database) => Promise<T>): Promise<T> => {
    const client = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: OWN_CONNECTION_CONNECT_MS,
    });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return await fn(drizzlePg(client, { schema }) as unknown as Database);
    } finally {
      await client.end();
    }
  };
  return {
    kind: 'postgres',
    poolSize: options.poolSize,
    isEmbedded: options.afterClose !== undefined,
    db,
    ping: async () => {
      await healthCheck().query('select 1');
    },
    // A connection of its own, outside the request pool: the pool's wait is a bound on queued
    // requests (30 ms in the saturated-pool test), and a migration at start-up on a loaded machine
    // was refused by it before the server was up (CI, nineteenth session); so was releasing the
    // leases after it (CI, twentieth session).
    withOwnConnection,
    withAdvisoryLock: (key, fn) =>
      withOwnConnection(async (db) => {
        await db.execute(sql`select pg_advisory_lock(${key})`);
        try {
          return await fn(db);
        } finally {
          await db.execute(sql`select pg_advisory_unlock(${key})`);
        }
      }),
    close: () =>
      (closing ??= Promise.all([pool.end(), healthPool?.end()]).then(() => options.afterClose?.())),
  };
}

export async function openPglite(options: {
  dataDir?: string;
  /** A data directory snapshot (from dumpDataDir) to start from, e.g. a migrated template. */
  loadDataDir?: Blob;
  /** An already open PGlite instance to wrap. */
  client?: PGlite;
}): Promise<DatabaseHandle> {
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = resolve(options.dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  const client =
    options.client ?? (await PGlite.create({ dataDir, loadDataDir: options.loadDataDir }));
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  let closed = false;
  return {
    kind: 'pglite',
    poolSize: 1,
    isEmbedded: true,
    db,
    ping: async () => {
      if (closed) throw new Error('database is closed');
      await client.query('select 1');
    },
    // PGlite serves one process, so there is nobody to race with.
    withAdvisoryLock: (_key, fn) => fn(db),
    withOwnConnection: (fn) => fn(db),
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/**
 * PostgreSQL when DATABASE_URL is set; otherwise the embedded database under DATA_DIR: a real
 * PostgreSQL server this process starts in DATA_DIR/postgres (docs/decisions/0025), or with
 * `embedded: 'pglite'` PGlite in DATA_DIR/db.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Unset: defaultPoolSize (twice the cores for the embedded server, 10 for DATABASE_URL). */
  poolSize?: number;
  poolWaitMs?: number;
  embedded?: 'pglite' | 'postgres';
  /** What the embedded PostgreSQL sizes its memory for (EMBEDDED_POSTGRES_MEMORY_MB). */
  embeddedMemoryBytes?: number;
  logger?: Logger;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl)
    return openPostgres({
      url: options.databaseUrl,
      poolSize: options.poolSize ?? defaultPoolSize({ embedded: false }),
      poolWaitMs: options.poolWaitMs,
    });
  if (options.embedded === 'pglite') return openPglite({ dataDir: join(options.dataDir, 'db') });
  const logger = options.logger;
  const server = await startEmbeddedPostgres({
    clusterDir: join(options.dataDir, 'postgres'),
    database: 'hireready',
    memoryBytes: options.embeddedMemoryBytes,
    log: (level, message) => logger?.[level]({ embeddedPostgres: true }, message),
    onFatal: (error) => {
      logger?.fatal(
        { err: error },
        'the embedded PostgreSQL server stopped and could not start again',
      );
      process.exit(1);
    },
  });
  return openPostgres({
    url: server.url,
    poolSize: options.poolSize ?? defaultPoolSize({ embedded: true }),
    poolWaitMs: options.poolWaitMs,
    afterClose: server.stop,
  });
}
