import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, callApi, signUpOver } from '../../support/http-client';
import { type ServerProcess, startServer } from '../../support/server-process';
import { type TcpProxy, startTcpProxy } from '../../support/tcp-proxy';
import { answerOver, answerText, interviewOver, startInterviewOver } from '../helpers/interviews';
import {
  type EmptyDatabase,
  createEmptyDatabase,
  hasPostgres,
  postgresSuite,
  queryRows,
} from '../helpers/postgres';

// PostgreSQL becomes unreachable under a running server, then comes back. The server reaches it
// through a loopback relay the test cuts (open connections reset, new ones refused) and restores;
// then PostgreSQL itself ends the server's connections. Meanwhile the load balancer must see
// /readyz fail, people must get a clear 503, and afterwards everything works without a restart.

const AUTH_SECRET = 'ops-secret-for-the-outage-test-0123456789abcdef';
const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

describe.skipIf(!hasPostgres)(postgresSuite('the database goes away and comes back'), () => {
  let database: EmptyDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let dataDir: string;
  let baseUrl: string;
  let user: SignedUp;
  let interviewId: string;

  beforeAll(async () => {
    database = await createEmptyDatabase('hireready_outage');
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    dataDir = mkdtempSync(join(tmpdir(), 'hireready-outage-'));
    server = await startServer({
      DATABASE_URL: proxy.urlFor(database.url),
      AUTH_SECRET,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    });
    baseUrl = `http://127.0.0.1:${server.port}`;
    user = await signUpOver(baseUrl, 'outage@example.com');
    interviewId = await startInterviewOver(baseUrl, user.cookie);
    const first = await answerOver(baseUrl, user.cookie, {
      interviewId,
      order: 1,
      answer: answerText('Outage', 1),
    });
    expect(first.status).toBe(200);
  });

  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
    await server?.exited;
    await proxy?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('fails /readyz and requests with a clear 503 while unreachable, and recovers without a restart', async () => {
    const pid = server.child.pid;
    await proxy.cut();

    const readiness = await callApi(baseUrl, '/readyz');
    expect(readiness.status).toBe(503);
    expect(readiness.body).toEqual({ status: 'unavailable', database: 'unreachable' });
    expect((await callApi(baseUrl, '/livez')).status).toBe(200);

    const started = performance.now();
    const answer = answerText('Outage', 2);
    const refused = await answerOver(baseUrl, user.cookie, { interviewId, order: 2, answer });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ error: { code: 'service_unavailable', message: UNAVAILABLE } });
    expect(performance.now() - started).toBeLessThan(10_000);
    // Not "signed out": the page must not treat an outage as a lost session.
    const session = await callApi(baseUrl, '/api/session', { cookie: user.cookie });
    expect(session.status).toBe(503);
    const signUp = await callApi(baseUrl, '/api/auth/sign-up', {
      body: { name: 'Late', email: 'late@example.com', password: 'a long enough passphrase' },
    });
    expect(signUp.status).toBe(503);

    await proxy.restore();
    await waitForReady(baseUrl);
    // What the person typed during the outage goes through when they send it again.
    const accepted = await answerOver(baseUrl, user.cookie, { interviewId, order: 2, answer });
    expect(accepted.status).toBe(200);
    expect(accepted.body.nextOrder).toBe(3);
    const interview = await interviewOver(baseUrl, user.cookie, interviewId);
    expect(interview.questions.slice(0, 2).map((question) => question.answer)).toEqual([
      answerText('Outage', 1),
      answer,
    ]);
    expect(server.child.pid).toBe(pid);
    expect(server.child.exitCode).toBeNull();
  });

  it('recovers when PostgreSQL terminates every connection of the server', async () => {
    const ended = await queryRows<{ ended: boolean }>(
      process.env.TEST_DATABASE_URL ?? '',
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid()`,
      [database.name],
    );
    expect(ended.length).toBeGreaterThan(0);

    // Pooled connections that died are dropped and replaced; a request may meet one (a clear 503,
    // never a 500), and within a few tries everything works again.
    const statuses: number[] = [];
    for (let order = 3; order <= 5; order += 1) {
      const answer = answerText('Terminated', order);
      let res = await answerOver(baseUrl, user.cookie, { interviewId, order, answer });
      for (let retry = 0; res.status === 503 && retry < 3; retry += 1) {
        statuses.push(res.status);
        res = await answerOver(baseUrl, user.cookie, { interviewId, order, answer });
      }
      statuses.push(res.status);
      expect(res.status).toBe(200);
    }
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect((await callApi(baseUrl, '/readyz')).status).toBe(200);
  });
});

async function waitForReady(baseUrl: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await callApi(baseUrl, '/readyz')).status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`/readyz did not answer 200 within ${timeoutMs} ms after the database came back`);
}
