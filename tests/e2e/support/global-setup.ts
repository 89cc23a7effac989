import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startOidcProvider } from '../../support/oidc-provider';
import { startSmtpCapture } from '../../support/smtp-capture';

// Starts the built server once for the whole run, on E2E_PORT with an empty temporary DATA_DIR
// (so the embedded database starts from nothing), waits for /readyz, and returns the teardown that stops it and
// deletes the data. Server output goes to .test-results/e2e-server.log.

const REPO_ROOT = resolve(import.meta.dirname, '../../..');
// E2E_CLIENT_DIR lets a run test a build made elsewhere (`vite build --outDir …`).
const CLIENT_DIR = process.env.E2E_CLIENT_DIR ?? join(REPO_ROOT, 'dist/client');
const LOG_PATH = join(REPO_ROOT, '.test-results/e2e-server.log');
const READY_TIMEOUT_MS = Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 120_000);
const STOP_TIMEOUT_MS = 15_000;

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  const baseURL = process.env.E2E_BASE_URL!;
  if (process.env.E2E_EXTERNAL_SERVER === '1') {
    await waitForReady({ baseURL });
    return undefined;
  }
  if (!existsSync(join(CLIENT_DIR, 'index.html'))) {
    throw new Error(
      `${CLIENT_DIR}/index.html is missing: run \`npm run build\` first (npm test does).`,
    );
  }

  const dataDir = await mkdtemp(join(tmpdir(), 'hireready-e2e-'));
  // A real SMTP server receives the app's mail; journeys read it from E2E_MAIL_DIR.
  const mailDir = join(dataDir, 'received-mail');
  const smtp = await startSmtpCapture({ saveDir: mailDir });
  process.env.E2E_MAIL_DIR = mailDir;
  // A real OpenID Connect provider stands in for Google; it signs in this one person.
  const google = await startOidcProvider(E2E_GOOGLE_IDENTITY);
  const server = startServer({
    dataDir,
    port: process.env.E2E_PORT!,
    smtpUrl: smtp.url,
    googleIssuer: google.issuer,
  });
  const stop = async () => {
    await stopServer(server);
    await google.close();
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady({ baseURL, server });
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/** The address allowed to run the blog during the end-to-end run (once it is verified). */
export const E2E_BLOG_ADMIN_EMAIL = 'blog.admin@example.com';

/** A second admin, for the accessibility scan of the blog editor (support/blog-admin.ts). */
export const E2E_A11Y_ADMIN_EMAIL = 'a11y.admin@example.com';

/** Who "Google" says is signing in during the end-to-end run. */
export const E2E_GOOGLE_IDENTITY = {
  sub: 'e2e-google-user-42',
  email: 'google.tester@example.com',
  email_verified: true,
  name: 'Google Tester',
};

function startServer(options: {
  dataDir: string;
  port: string;
  smtpUrl: string;
  googleIssuer: string;
}): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: options.port,
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    CLIENT_DIR,
    SMTP_URL: options.smtpUrl,
    GOOGLE_CLIENT_ID: 'hireready-e2e',
    GOOGLE_CLIENT_SECRET: 'hireready-e2e-secret',
    GOOGLE_ISSUER: options.googleIssuer,
    APP_URL: process.env.E2E_BASE_URL,
    ADMIN_EMAILS: `${E2E_BLOG_ADMIN_EMAIL},${E2E_A11Y_ADMIN_EMAIL}`,
    // Each test's browser sends its own X-Forwarded-For (see fixtures.ts).
    TRUST_PROXY: 'true',
    // Job alerts within seconds, not a day, so a journey can wait for one.
    SEARCH_ALERT_DAILY_MS: '2000',
    STATUS_MAIL_QUIET_MS: '1000',
    // A tracker reminder's "day" is a second, so a journey can wait for one.
    TRACKER_REMINDER_DAY_MS: '1000',
    JOB_POLL_MS: '250',
  };
  // The e2e run always gets its own fresh embedded database, never a configured PostgreSQL.
  delete env.DATABASE_URL;

  mkdirSync(join(REPO_ROOT, '.test-results'), { recursive: true });
  const log = createWriteStream(LOG_PATH);
  // The server bundle `npm start` runs (scripts/build-server.mjs, part of the build that precedes
  // these tests), so the journeys cover what users run, not only the TypeScript source.
  const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.pipe(log, { end: false });
  server.stderr!.pipe(log, { end: false });
  // If the runner dies without running the teardown, don't leave the server behind.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);
  server.once('exit', () => {
    process.off('exit', killOnExit);
    log.end();
  });
  return server;
}

async function waitForReady(options: { baseURL: string; server?: ChildProcess }): Promise<void> {
  const { baseURL, server } = options;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) {
      throw new Error(
        `The server exited with code ${server.exitCode} before it was ready.\n${logTail()}`,
      );
    }
    try {
      const response = await fetch(new URL('/readyz', baseURL), {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.ok) return;
      lastProblem = `GET /readyz answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(
    `The server at ${baseURL} was not ready within ${READY_TIMEOUT_MS / 1000}s (${lastProblem}).` +
      (server ? `\n${logTail()}` : ''),
  );
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((done) => server.once('exit', () => done()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

function logTail(lines = 40): string {
  if (!existsSync(LOG_PATH)) return '(no server log)';
  const tail = readFileSync(LOG_PATH, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  return `Last lines of ${LOG_PATH}:\n${tail}`;
}
