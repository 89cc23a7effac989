import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { createAdapters } from '../../src/server/adapters';
import { createOpenAiCompatibleCoach } from '../../src/server/ai/openai-compatible/openai-compatible-coach';
import { createOpenAiCompatibleTailor } from '../../src/server/ai/openai-compatible/openai-compatible-tailor';
import { type AppDeps, createApp } from '../../src/server/app';
import type { DatabaseHandle } from '../../src/server/db/client';
import { parseEnv } from '../../src/server/env';
import { type Logger, createLogger } from '../../src/server/logger';
import type { Mailer } from '../../src/server/mail/mail';
import type { ObjectStorage } from '../../src/server/storage/storage';
import { type FakeLlm, startFakeLlm } from './fake-llm';
import { createTestDatabase } from './test-database';
import { makeTempDir } from './temp-dirs';

// The one way tests build the app: the production adapter factory (`createAdapters`) on a
// temporary DATA_DIR and a fresh migrated database, then whatever a test overrides; `model`
// starts a fake OpenAI-compatible provider, closed with the app.

export const TEST_APP_URL = 'http://hireready.test';
export const TEST_AUTH_SECRET = 'test-secret-for-integration-tests-0123456789abcdef';
export const TEST_AI_API_KEY = 'sk-test-key';

export interface TestAppOptions extends Partial<AppDeps> {
  /** Mail over SMTP to this URL (a capture server the test runs); a temporary outbox otherwise. */
  smtpUrl?: string;
  /** The coach and resume tailor ask a fake OpenAI-compatible model started for this app (`t.llm`); retries do not wait. */
  model?: boolean;
  /** The API key the app sends to the fake model. */
  aiApiKey?: string;
  /** Where mail and local files go; a new temporary directory by default. */
  dataDir?: string;
  /** The log level; `info` by default, every line kept in `t.logs`. */
  logLevel?: Parameters<typeof createLogger>[0]['level'];
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  mailer: Mailer;
  /** Where the app keeps files: local files under the temporary DATA_DIR unless a test passes one. */
  storage: ObjectStorage;
  /** The logger every app built from this one writes to. */
  logger: Logger;
  /** A new app on the same database and adapters: a restarted process, or a second one. */
  restart(): ReturnType<typeof createApp>;
  /** Every log line the app wrote, raw, for assertions about what operators see. */
  logs: string[];
  /** Closes the app's adapters, then the servers it started (nothing is in flight to them). */
  close(): Promise<void>;
}

/** The servers a test app started for its options. */
type StartedFor<O> = O extends { model: true } ? { llm: FakeLlm } : unknown;

/** A test app whose coach and tailor talk to a fake model. */
export type ModelTestApp = TestApp & { llm: FakeLlm };

/** A tiny built client so SPA serving can be tested without running Vite. */
export function createClientFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hireready-client-'));
  // Shared by every file a worker runs: removed when the worker ends.
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

let sharedClientDir: string | undefined;

export async function createTestApp<const O extends TestAppOptions>(
  options: O = {} as O,
): Promise<TestApp & StartedFor<O>> {
  const { smtpUrl, model, aiApiKey, dataDir, logLevel, ...overrides } = options;
  const llm = model ? await startFakeLlm({ chunkDelayMs: 0 }) : undefined;
  const ownsDatabase = !overrides.database;
  const database = overrides.database ?? (await createTestDatabase());
  const logs: string[] = [];
  const logger = createLogger({
    level: logLevel ?? 'info',
    destination: new Writable({
      write(chunk, _encoding, callback) {
        logs.push(String(chunk));
        callback();
      },
    }),
  });
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir ?? makeTempDir('hireready-data-'),
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'HireReady <no-reply@hireready.test>',
  });
  const adapters = createAdapters({ env, database, logger });
  const provider = llm && {
    baseUrl: llm.baseUrl,
    apiKey: aiApiKey ?? TEST_AI_API_KEY,
    model: 'test-model',
    timeoutMs: 2000,
    sleep: async () => undefined,
  };
  const deps: AppDeps = {
    ...adapters,
    ...(provider && {
      coach: createOpenAiCompatibleCoach(provider),
      resumeTailor: createOpenAiCompatibleTailor(provider),
    }),
    logger,
    clientDir: (sharedClientDir ??= createClientFixture()),
    appUrl: TEST_APP_URL,
    authSecret: TEST_AUTH_SECRET,
    ...overrides,
    database,
  };
  // Every app made here runs its job runner until close (a restart stops the one it replaces).
  const apps = [createApp(deps)];
  const restart = () => {
    const previous = apps.at(-1);
    void previous?.jobs.stop();
    const next = createApp(deps);
    apps.push(next);
    return next;
  };
  return {
    ...(llm && { llm }),
    app: apps[0]!,
    restart,
    database,
    mailer: deps.mailer,
    storage: deps.storage,
    logger,
    logs,
    close: async () => {
      await Promise.all(apps.map((app) => app.jobs.stop()));
      await deps.mailer.close();
      await deps.storage.close();
      if (ownsDatabase) await database.close();
      await llm?.close();
    },
  } as TestApp & StartedFor<O>;
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
