import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { totalmem } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { processInfo, readPidFile } from '../../src/server/db/embedded-postgres/leftovers';
import { memorySettings } from '../../src/server/db/embedded-postgres/start-embedded-postgres';
import { TEST_PASSWORD } from '../support/http-client';
import { type ServerProcess, runServerToExit, startServer } from '../support/server-process';
import { makeTempDir } from '../support/temp-dirs';

// The embedded PostgreSQL server (ADR 0025): a real PostgreSQL the app starts as its child with
// the data in DATA_DIR/postgres. It stops with the app, and neither process killed with -9 loses
// what was stored or keeps the app from starting again.

const servers: ServerProcess[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
});

function newDataDir(): string {
  return makeTempDir('hireready-embedded-pg-');
}

async function start(
  dataDir: string,
  embedded: 'postgres' | 'pglite' = 'postgres',
): Promise<ServerProcess> {
  const server = await startServer({
    DATA_DIR: dataDir,
    EMBEDDED_DATABASE: embedded,
    AUTH_SECRET: 'embedded-postgres-test-secret-0123456789',
  });
  servers.push(server);
  return server;
}

/** The pid in postmaster.pid: the PostgreSQL server running on this data directory, if any. */
function postmasterPid(dataDir: string): number | null {
  return readPidFile(join(dataDir, 'postgres'))?.pid ?? null;
}

function isAlive(pid: number): boolean {
  return processInfo(pid).alive;
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`timed out waiting until ${what}`);
}

async function signUp(server: ServerProcess, email: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${server.port}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${server.port}` },
    body: JSON.stringify({ name: 'Embedded Test', email, password: TEST_PASSWORD }),
  });
  return res.status;
}

async function signIn(server: ServerProcess, email: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${server.port}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${server.port}` },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  return res.status;
}

describe('the embedded PostgreSQL server', () => {
  it('starts with the app, keeps what was stored, and stops with it', async () => {
    const dataDir = newDataDir();
    const server = await start(dataDir);
    expect(await signUp(server, 'kept@example.com')).toBe(201);
    const pid = postmasterPid(dataDir);
    expect(pid).not.toBeNull();
    expect(isAlive(pid!)).toBe(true);
    // Sized for this machine's memory, not PostgreSQL's 128 MB default or a fixed 32 MB.
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    expect(commandLine).toContain(`shared_buffers=${memorySettings(totalmem()).shared_buffers}`);
    expect(commandLine).toContain(
      `effective_cache_size=${memorySettings(totalmem()).effective_cache_size}`,
    );

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // The database stopped with the app: nothing is left running on the data directory.
    expect(isAlive(pid!)).toBe(false);

    const again = await start(dataDir);
    expect(await signIn(again, 'kept@example.com')).toBe(200);
  });

  it('starts again after the app was killed with -9, taking over the server it left running', async () => {
    const dataDir = newDataDir();
    const server = await start(dataDir);
    expect(await signUp(server, 'crash@example.com')).toBe(201);
    const orphan = postmasterPid(dataDir)!;
    server.child.kill('SIGKILL');
    await server.exited;
    // PostgreSQL outlives its app (it runs in its own process group)...
    expect(isAlive(orphan)).toBe(true);

    // ...and the next start stops it and starts its own, with everything stored before.
    const again = await start(dataDir);
    expect(await signIn(again, 'crash@example.com')).toBe(200);
    expect(isAlive(orphan)).toBe(false);
    expect(postmasterPid(dataDir)).not.toBe(orphan);
  });

  it('carries on after PostgreSQL itself was killed with -9', async () => {
    const dataDir = newDataDir();
    const server = await start(dataDir);
    expect(await signUp(server, 'recovered@example.com')).toBe(201);
    const killed = postmasterPid(dataDir)!;
    process.kill(killed, 'SIGKILL');

    // The app starts the server again (crash recovery), and the same pool serves requests.
    await waitFor(() => {
      const pid = postmasterPid(dataDir);
      return pid !== null && pid !== killed && isAlive(pid);
    }, 'PostgreSQL runs again');
    await waitFor(
      async () => (await signIn(server, 'recovered@example.com')) === 200,
      'sign-in works again',
    );
    expect(server.output()).toContain('PostgreSQL stopped unexpectedly');
  });

  it('takes over the data of an earlier PGlite database at its first start, and keeps the old files', async () => {
    const dataDir = newDataDir();
    const before = await start(dataDir, 'pglite');
    expect(await signUp(before, 'moved@example.com')).toBe(201);
    before.child.kill('SIGTERM');
    expect(await before.exited).toBe(0);

    const after = await start(dataDir);
    expect(await signIn(after, 'moved@example.com')).toBe(200);
    expect(after.output()).toContain('the earlier embedded database was copied into PostgreSQL');
    const kept = readdirSync(dataDir).filter((name) => name.startsWith('db.copied-to-postgres-'));
    expect(kept).toHaveLength(1);
    expect(existsSync(join(dataDir, 'db'))).toBe(false);

    // Started again, it copies nothing a second time.
    after.child.kill('SIGTERM');
    await after.exited;
    const third = await start(dataDir);
    expect(third.output()).not.toContain('copying the data of the earlier embedded database');
    expect(await signIn(third, 'moved@example.com')).toBe(200);
  });

  it.skipIf(process.getuid?.() !== 0)(
    'as root, says plainly what to do when the postgres user cannot reach DATA_DIR',
    async () => {
      const locked = newDataDir(); // mode 0700, root's: the postgres user cannot enter it
      const { code, output } = await runServerToExit({
        DATA_DIR: join(locked, 'inner', 'data'),
        AUTH_SECRET: 'embedded-postgres-test-secret-0123456789',
      });
      expect(code).toBe(1);
      expect(output).toContain(`that user cannot enter ${locked}`);
      expect(output).toContain('EMBEDDED_DATABASE=pglite');
      // A logged line for the operator, not an uncaught exception's trace.
      expect(
        output
          .trim()
          .split('\n')
          .every((line) => line.startsWith('{')),
      ).toBe(true);
    },
  );
});
