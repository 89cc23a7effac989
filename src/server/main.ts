import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createCoach } from './ai/create-coach';
import { warmUpOfflineAnalysis } from './ai/offline/warm-up';
import { STARTER_POSTS_DIR } from './features/blog/markdown-files';
import { seedStarterPosts } from './features/blog/starter-posts';
import { createApp } from './app';
import { resolveAuthSecret } from './auth/auth-secret';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { ConfigError, type Env, parseEnv } from './env';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';
import { createStorage } from './storage/create-storage';
import { getStorageConfig } from './storage/storage-config';

// Process entry: configuration → database (migrated) → app → listen → graceful shutdown.

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
  const env = readConfig();
  const logger = createLogger({ level: env.LOG_LEVEL });
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  try {
    await migrateDatabase(database);
  } catch (error) {
    logger.fatal({ err: error }, `could not prepare the ${database.kind} database`);
    await database.close().catch(() => undefined);
    process.exit(1);
  }

  await seedStarterPosts({ db: database.db, dir: STARTER_POSTS_DIR, logger });
  const warmUpMs = warmUpOfflineAnalysis();
  logger.debug({ ms: Math.round(warmUpMs) }, 'offline analysis ready');

  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    dataDir: env.DATA_DIR,
    logger,
  });
  const storage = createStorage(getStorageConfig(env));
  let isShuttingDown = false;
  const app = createApp({
    storage,
    database,
    logger,
    mailer,
    coach: createCoach(env),
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
  });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(
      { port: info.port, database: database.kind },
      `HireReady is ready on http://localhost:${info.port}`,
    );
  }) as Server;

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
    // Connections that finish their last request become idle; close them as they do rather than
    // waiting out the keep-alive timeout.
    const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    clearInterval(closeIdle);
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

void main();
