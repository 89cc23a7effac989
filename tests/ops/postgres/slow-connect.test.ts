import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../support/http-client';
import { type ServerProcess, startServer } from '../../support/server-process';
import { type TcpProxy, startTcpProxy } from '../../support/tcp-proxy';
import {
  type EmptyDatabase,
  createEmptyDatabase,
  hasPostgres,
  postgresSuite,
} from '../helpers/postgres';

// A database slower to connect to than a request may wait for a pooled connection
// (DATABASE_POOL_WAIT_MS): the server must still start (its start-up steps connect on their own,
// patiently), refuse requests it cannot serve in time with a clear 503, and serve them once
// connecting is quick again. A loaded CI machine met this with the pool's 30 ms wait: the server
// exited before it was ready (twentieth session).

const AUTH_SECRET = 'ops-secret-for-the-slow-connect-test-0123456789abcdef';
const CONNECT_DELAY_MS = 1500;
// How long a request waits for a pooled connection: well under the delay above, and well over what
// opening a connection to a local PostgreSQL takes on a loaded machine.
const POOL_WAIT_MS = 400;
// A client told to retry does; on a loaded machine one quick connection may still miss the wait.
const RETRIES = 10;

describe.skipIf(!hasPostgres)(postgresSuite('a database slow to connect to'), () => {
  let database: EmptyDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess | undefined;
  let dataDir: string;

  beforeAll(async () => {
    database = await createEmptyDatabase('hireready_slow_connect');
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    dataDir = mkdtempSync(join(tmpdir(), 'hireready-slow-connect-'));
  });

  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
    await server?.exited;
    await proxy?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts, refuses what it cannot serve in time with a 503, and serves once connecting is quick', async () => {
    proxy.delayNewConnections(CONNECT_DELAY_MS);
    server = await startServer({
      DATABASE_URL: proxy.urlFor(database.url),
      AUTH_SECRET,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_POOL_WAIT_MS: String(POOL_WAIT_MS),
    });
    const baseUrl = `http://127.0.0.1:${server.port}`;
    // The start-up seeded the blog on its own connection.
    const posts = await callApi(baseUrl, '/api/blog/posts');
    expect(posts.status).toBe(503);
    expect(posts.headers.get('retry-after')).not.toBeNull();

    proxy.delayNewConnections(0);
    let served = await callApi(baseUrl, '/api/blog/posts');
    for (let attempt = 1; served.status === 503 && attempt < RETRIES; attempt += 1) {
      expect(served.headers.get('retry-after')).not.toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 500));
      served = await callApi(baseUrl, '/api/blog/posts');
    }
    expect(served.status).toBe(200);
    expect((served.body as { posts: unknown[] }).posts.length).toBeGreaterThan(0);
    expect(server.child.exitCode).toBeNull();
  });
});
