import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { createApp } from '../../src/server/app';
import type { DatabaseHandle } from '../../src/server/db/client';
import { createLogger } from '../../src/server/logger';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
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

export async function createTestApp(
  options: { trustProxy?: boolean; clientDir?: string; jsonBodyLimitBytes?: number } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const logs: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const app = createApp({
    database,
    logger: createLogger({ level: 'info', destination }),
    clientDir: options.clientDir ?? createClientFixture(),
    trustProxy: options.trustProxy,
    jsonBodyLimitBytes: options.jsonBodyLimitBytes,
  });
  return { app, database, logs, close: () => database.close() };
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
