import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { Coach } from '../../src/server/ai/coach';
import { createApp } from '../../src/server/app';
import type { DatabaseHandle } from '../../src/server/db/client';
import { createOfflineCoach } from '../../src/server/ai/offline/offline-coach';
import { createLogger } from '../../src/server/logger';
import { createMailer } from '../../src/server/mail/create-mailer';
import type { Mailer } from '../../src/server/mail/mail';
import { createLocalStorage } from '../../src/server/storage/local-storage';
import type { ObjectStorage } from '../../src/server/storage/storage';
import { createTestDatabase } from './test-database';
import { systemClock } from '../../src/server/clock';
import { createOfflineResumeTailor } from '../../src/server/ai/resume-tailor';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  mailer: Mailer;
  /** Where the app keeps files: local files in a temporary directory unless a test passes one. */
  storage: ObjectStorage;
  /** A new app on the same database and adapters: what a restarted process is. */
  restart(): ReturnType<typeof createApp>;
  /** Every log line the app wrote, raw, for assertions about what operators see. */
  logs: string[];
  close(): Promise<void>;
}

/** A tiny built client so SPA serving can be tested without running Vite. */
export function createClientFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hireready-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

export const TEST_APP_URL = 'http://hireready.test';

export async function createTestApp(
  options: {
    trustProxy?: boolean;
    clientDir?: string;
    jsonBodyLimitBytes?: number;
    /** Send mail over SMTP to this URL (a capture server) instead of a temporary outbox. */
    smtpUrl?: string;
    now?: () => Date;
    google?: { clientId: string; clientSecret: string; issuer: string };
    /** The app's public URL; https makes session cookies Secure. */
    appUrl?: string;
    /** The interview coach; the offline coach by default. */
    coach?: Coach;
    /** ADMIN_EMAILS: who may write blog posts (once their address is verified). */
    adminEmails?: string[];
    /** File storage; local files in a new temporary directory by default. */
    storage?: ObjectStorage;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const logs: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const logger = createLogger({ level: 'info', destination });
  const mailer = createMailer({
    smtpUrl: options.smtpUrl,
    from: 'HireReady <no-reply@hireready.test>',
    dataDir: mkdtempSync(join(tmpdir(), 'hireready-mail-')),
    logger,
  });
  const storage =
    options.storage ??
    createLocalStorage({ root: mkdtempSync(join(tmpdir(), 'hireready-storage-')) });
  const deps: Parameters<typeof createApp>[0] = {
    storage,
    database,
    logger,
    mailer,
    clientDir: options.clientDir ?? createClientFixture(),
    trustProxy: options.trustProxy,
    jsonBodyLimitBytes: options.jsonBodyLimitBytes,
    appUrl: options.appUrl ?? TEST_APP_URL,
    authSecret: 'test-secret-for-integration-tests-0123456789abcdef',
    now: options.now ?? systemClock,
    google: options.google,
    coach: options.coach ?? createOfflineCoach(),
    resumeTailor: createOfflineResumeTailor(),
    adminEmails: options.adminEmails,
  };
  const app = createApp(deps);
  return {
    app,
    restart: () => createApp(deps),
    database,
    mailer,
    storage,
    logs,
    close: async () => {
      await mailer.close();
      await storage.close();
      await database.close();
    },
  };
}

/** A JSON request as a browser in the given UI language would send it. */
export function jsonRequest(
  method: string,
  body: unknown,
  options: { language?: string; headers?: Record<string, string> } = {},
): RequestInit {
  return {
    method,
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': options.language ?? 'en',
      ...options.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}
