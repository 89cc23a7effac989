import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDataDirDatabase } from '../../tests/support/data-dir-database';
import {
  runServerToExit,
  type ServerProcess,
  startServer,
} from '../../tests/support/server-process';
import {
  adminQuery,
  adminUrl,
  postgresUrlFor,
  testDatabaseKind,
} from '../../tests/support/test-database';

// The process as an operator runs it: start-up checks, shutdown, persistence, concurrent start.

const SHARED_SECRET = 'test-secret-shared-by-both-processes-0123456789';
const dirs: string[] = [];
const servers: ServerProcess[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'hireready-main-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  for (const server of servers.splice(0)) {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string>) {
  const server = await startServer(env);
  servers.push(server);
  return server;
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => {
      socket.destroy();
      done(true);
    });
    socket.on('error', () => done(false));
  });
}

describe('start-up', () => {
  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://nowhere/db'],
  ])('refuses to start when %s is %j, naming the variable', async (name, value) => {
    const { code, output } = await runServerToExit({ [name]: value, DATA_DIR: tempDir() });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain(`${name}:`);
  });

  it('keeps what was stored in the embedded database across a restart', async () => {
    const dataDir = tempDir();
    const first = await start({ DATA_DIR: dataDir });
    // Started as `npm start` starts it (no NODE_ENV): production, and the ready line says so.
    expect(first.output()).toMatch(/"mode":"production"[^\n]*HireReady is ready/);
    const res = await fetch(`http://127.0.0.1:${first.port}/api/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'kept@example.com' }),
    });
    expect(res.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const db = await openDataDirDatabase(dataDir);
    const rows = await db.query<{ email: string }>('select email from emails');
    await db.close();
    expect(rows.rows.map((row) => row.email)).toEqual(['kept@example.com']);
  });
});

describe('graceful shutdown', () => {
  it('on SIGTERM refuses new connections, finishes the request in flight, then exits 0', async () => {
    const server = await start({ DATA_DIR: tempDir() });
    const body = JSON.stringify({
      title: 'Sent during shutdown',
      description: 'Still stored',
      stars: 4,
    });
    const half = Math.floor(body.length / 2);

    const response = new Promise<{ status: number; text: string }>((done, fail) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: server.port,
          path: '/api/feedbacks',
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += String(chunk)));
          res.on('end', () => done({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', fail);
      req.write(body.slice(0, half));
      // The request is now in flight: headers sent, body half-way.
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(async () => {
          expect(await canConnect(server.port)).toBe(false);
          req.end(body.slice(half));
        }, 500);
      }, 300);
    });

    const finished = await response;
    expect(finished.status).toBe(201);
    expect(JSON.parse(finished.text)).toMatchObject({ feedback: { id: expect.any(String) } });
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutdown complete');
  });
});

describe.skipIf(testDatabaseKind !== 'postgres')('PostgreSQL', () => {
  it('two processes started together against one new database both come up, migrating once', async () => {
    const admin = adminUrl ?? '';
    const name = `hireready_concurrent_${Date.now()}`;
    await adminQuery(admin, `create database "${name}"`);
    try {
      const url = postgresUrlFor(admin, name);
      const [a, b] = await Promise.all([
        start({ DATABASE_URL: url, AUTH_SECRET: SHARED_SECRET, DATA_DIR: tempDir() }),
        start({ DATABASE_URL: url, AUTH_SECRET: SHARED_SECRET, DATA_DIR: tempDir() }),
      ]);
      for (const server of [a, b]) {
        expect((await fetch(`http://127.0.0.1:${server.port}/readyz`)).status).toBe(200);
      }
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const applied = await client.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      const tables = await client.query(
        "select count(*)::int as n from information_schema.tables where table_name in ('emails', 'feedbacks')",
      );
      await client.end();
      const journal = await import('./db/migrations/meta/_journal.json');
      expect(applied.rows[0].n).toBe(journal.entries.length);
      expect(tables.rows[0].n).toBe(2);
      for (const server of [a, b]) {
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      }
    } finally {
      await adminQuery(admin, `drop database if exists "${name}" with (force)`);
    }
  });
});
