import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { warmUpBetweenRequests } from './ai/offline/warm-up';
import { warmUpOffThread } from './ai/offline/answer-reader';
import { enableCpuWorkers, stopCpuWorkers } from './workers/cpu-pool';
import { STARTER_POSTS_DIR } from './features/blog/markdown-files';
import { releaseAnswerLeases } from './features/interviews/answer-leases';
import { seedStarterPosts } from './features/blog/starter-posts';
import { createAdapters } from './adapters';
import { createApp } from './app';
import { createJobsRepository } from './jobs/jobs.repository';
import { resolveAuthSecret } from './auth/auth-secret';
import { type Database, type DatabaseHandle, openDatabase } from './db/client';
import {
  copyFromPglite,
  hasPgliteToCopy,
  pgliteDirOf,
  setAsideCopiedPglite,
} from './db/copy-from-pglite';
import { migrateDatabase } from './db/migrate';
import { findReferencedStorageKeys } from './db/stored-file-references';
import { ConfigError, type Env, parseEnv } from './env';
import { createHttpDrain } from './http/graceful-shutdown';
import { CONNECTIONS_CHECK_MS, dropSlowBodies } from './http/slow-clients';
import { countBackgroundWork, settleBackgroundWork } from './http/graceful-shutdown-work';
import { findDeploymentWarnings } from './features/health/deployment-warnings';
import { type Logger, createLogger, passwordOf } from './logger';
import { recoverLocalStorage } from './storage/local-storage-recovery';
import { getStorageConfig } from './storage/storage-config';

/** How long after ready the coach's lexicons start compiling on the server's thread. */
const WARM_UP_AFTER_READY_MS = 1_000;

// Process entry: configuration → database (migrated) → app → listen → graceful shutdown.

/** With a shared database, a leftover file younger than this may be another process's upload. */
const LEFTOVER_MIN_AGE_MS = 60 * 60_000;

function readConfig(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  // Production unless told otherwise (`npm run dev` says development): React then renders the
  // public pages with its production build, which its development build costs 1.2–1.7× the CPU
  // of. Set before anything loads React (the server-side renderer is loaded on first use).
  process.env.NODE_ENV ||= 'production';
  const env = readConfig();
  const logger = createLogger({
    level: env.LOG_LEVEL,
    // Removed from every log line by value, whatever repeats them (a provider's error message).
    secrets: [
      env.AUTH_SECRET,
      env.AI_API_KEY,
      env.GOOGLE_CLIENT_SECRET,
      env.S3_SECRET_ACCESS_KEY,
      passwordOf(env.SMTP_URL),
      passwordOf(env.DATABASE_URL),
    ],
  });
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    poolWaitMs: env.DATABASE_POOL_WAIT_MS,
    embedded: env.EMBEDDED_DATABASE,
    embeddedMemoryBytes:
      env.EMBEDDED_POSTGRES_MEMORY_MB === undefined
        ? undefined
        : env.EMBEDDED_POSTGRES_MEMORY_MB * 1024 * 1024,
    logger,
  }).catch((error: unknown) => {
    // A database that cannot start is said in one line an operator can act on, not a trace.
    logger.fatal({ err: error }, (error as Error).message);
    process.exit(1);
  });
  // A step before the server listens that fails ends the process, said in one line.
  const failToPrepare = async (error: unknown): Promise<never> => {
    logger.fatal({ err: error }, `could not prepare the ${database.kind} database`);
    await database.close().catch(() => undefined);
    process.exit(1);
  };
  try {
    await migrateDatabase(database);
    if (database.isEmbedded && database.kind === 'postgres' && hasPgliteToCopy(env.DATA_DIR)) {
      await moveFromPglite({ database, dataDir: env.DATA_DIR, logger });
    }
  } catch (error) {
    await failToPrepare(error);
  }

  // Heavy steps run in worker threads (workers/cpu-pool.ts); one compiles the coach's lexicons
  // on another core meanwhile.
  enableCpuWorkers();
  void warmUpOffThread().catch((error: unknown) =>
    logger.warn({ err: error }, 'the worker threads did not start; heavy steps run in turn'),
  );
  // The steps before the server listens run on a connection of their own: the request pool's
  // wait (DATABASE_POOL_WAIT_MS) bounds queued requests and must not refuse the start-up on a
  // loaded machine.
  const storageConfig = getStorageConfig(env);
  const adapters = createAdapters({ env, database, logger });
  const { mailer, storage } = adapters;
  await database
    .withOwnConnection(async (db) => {
      if (database.isEmbedded) {
        // The embedded database serves this process alone: work held by a process before it is gone.
        await releaseAnswerLeases({ db, logger });
        // A mail a killed process was sending goes out at once, not when its lease would run out.
        await createJobsRepository(db).releaseLeases();
      }
      if (storageConfig.kind === 'local') {
        await recoverLeftovers({
          root: storageConfig.root,
          db,
          isEmbedded: database.isEmbedded,
          logger,
        });
      }
      await seedStarterPosts({ db, dir: STARTER_POSTS_DIR, logger, storage });
    })
    .catch(failToPrepare);

  for (const warning of findDeploymentWarnings(env)) {
    logger.warn({ setting: warning.setting }, `per-machine default: ${warning.message}`);
  }
  let isShuttingDown = false;
  const app = createApp({
    ...adapters,
    logger,
    aiDailyLimit: env.AI_DAILY_LIMIT,
    clientDir: env.CLIENT_DIR,
    trustProxy: env.TRUST_PROXY,
    appUrl: env.APP_URL ?? `http://localhost:${env.PORT}`,
    authSecret: resolveAuthSecret({ configured: env.AUTH_SECRET, dataDir: env.DATA_DIR }),
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuer: env.GOOGLE_ISSUER,
          }
        : undefined,
    isShuttingDown: () => isShuttingDown,
    adminEmails: env.ADMIN_EMAILS,
    jobPollMs: env.JOB_POLL_MS,
    dailyAlertEveryMs: env.SEARCH_ALERT_DAILY_MS,
    reminderDayMs: env.TRACKER_REMINDER_DAY_MS,
    statusMailQuietMs: env.STATUS_MAIL_QUIET_MS,
  });

  const server = serve(
    {
      fetch: app.fetch,
      port: env.PORT,
      hostname: env.HOST,
      serverOptions: {
        headersTimeout: env.HEADERS_TIMEOUT_MS,
        requestTimeout: env.REQUEST_TIMEOUT_MS,
        connectionsCheckingInterval: CONNECTIONS_CHECK_MS,
      },
    },
    (info) => {
      logger.info(
        {
          port: info.port,
          database: database.kind,
          databasePool: database.poolSize,
          mode: env.NODE_ENV,
        },
        `HireReady is ready on http://localhost:${info.port}`,
      );
      // The coach's lexicons compile a second after ready, between requests, rather than
      // before the first: the longest step holds requests for about 60 ms on a small machine
      // (docs/benchmarks.md, issue 36).
      setTimeout(() => {
        void warmUpBetweenRequests().then(({ ms, longestStepMs }) =>
          logger.debug(
            { ms: Math.round(ms), longestStepMs: Math.round(longestStepMs) },
            'offline analysis ready',
          ),
        );
      }, WARM_UP_AFTER_READY_MS).unref();
    },
  ) as Server;
  // Behind a load balancer, the balancer must be the one to close an idle connection: if the app
  // closed it first, a request the balancer sends on it at that moment fails as a 502. (Node 20
  // times a request's headers from its first byte, not from when the connection went idle, so
  // the headers timeout can be far shorter.)
  server.keepAliveTimeout = env.KEEP_ALIVE_TIMEOUT_MS;
  dropSlowBodies(server, { logger });
  const httpDrain = createHttpDrain(server);

  server.on('error', (error: NodeJS.ErrnoException) => {
    const hint =
      error.code === 'EADDRINUSE' ? ` Port ${env.PORT} is in use; set PORT to another one.` : '';
    logger.fatal({ err: error }, `could not start the server.${hint}`);
    process.exit(1);
  });

  const shutdown = async (signal: NodeJS.Signals) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const forceExit = setTimeout(() => {
      logger.error(
        { timeoutMs: env.SHUTDOWN_TIMEOUT_MS },
        'requests still running at the deadline; exiting',
      );
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS);
    forceExit.unref();
    // Responses in flight, streamed ones included, run to their end; then no connection is left
    // open, however long its keep-alive.
    await httpDrain.drain();
    // A streamed report whose reader left is still being written: store it before closing.
    if (countBackgroundWork() > 0) {
      logger.info({ count: countBackgroundWork() }, 'finishing work whose reader has left');
      await settleBackgroundWork();
    }
    // The job in hand finishes; jobs not yet taken wait in the database for the next process.
    await app.jobs.stop();
    await stopCpuWorkers();
    await mailer.close();
    await storage.close();
    await database.close();
    clearTimeout(forceExit);
    logger.info('shutdown complete');
    process.exit(0);
  };
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));
}

/**
 * After kill -9: half-written uploads and files whose row never committed. With PostgreSQL another
 * process might share the directory (against the advice), so only old leftovers go. A failure here
 * is logged and start-up goes on: leftovers take space, but nobody sees them.
 */
async function recoverLeftovers(options: {
  root: string;
  /** The connection the start-up runs on. */
  db: Database;
  /** The embedded database serves this process alone: every leftover is this process's own. */
  isEmbedded: boolean;
  logger: Logger;
}): Promise<void> {
  const { db, logger } = options;
  try {
    const recovered = await recoverLocalStorage({
      root: options.root,
      findReferencedKeys: (keys) => findReferencedStorageKeys(db, keys),
      minAgeMs: options.isEmbedded ? 0 : LEFTOVER_MIN_AGE_MS,
    });
    if (recovered.temporaryEntries > 0 || recovered.orphanKeys.length > 0) {
      // Counts only: a key holds a user id and the name of their file.
      logger.warn(
        {
          temporaryEntries: recovered.temporaryEntries,
          orphanResumeFiles: recovered.orphanKeys.length,
        },
        'removed files left by an interrupted upload',
      );
    }
  } catch (error) {
    logger.warn({ err: error }, 'could not clear files left by an interrupted upload');
  }
}

void main();

/**
 * A DATA_DIR from before the embedded PostgreSQL server (ADR 0025) holds its data in PGlite: it is
 * copied over at the first start, then the PGlite directory is set aside (kept, not deleted).
 */
async function moveFromPglite(options: {
  database: DatabaseHandle;
  dataDir: string;
  logger: Logger;
}): Promise<void> {
  const { database, dataDir, logger } = options;
  logger.info('copying the data of the earlier embedded database (PGlite) into PostgreSQL');
  const copied = await copyFromPglite({
    pgliteDir: pgliteDirOf(dataDir),
    target: database,
    logger,
  });
  const keptAt = setAsideCopiedPglite(dataDir);
  logger.info(
    { ...copied, keptAt },
    'the earlier embedded database was copied into PostgreSQL; its directory is kept and can be deleted',
  );
}
