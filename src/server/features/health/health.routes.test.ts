import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { healthRoutes } from './health.routes';

// What a load balancer reads from /readyz: a database that refuses is down at once, one that is
// only slow to answer (its process saturated) is busy for a while after it last answered, and a
// process shutting down is never ready.

type Ping = () => Promise<void>;

function routes(options: { ping: Ping; busyGraceMs?: number; isShuttingDown?: boolean }) {
  const database = { ping: () => options.ping() } as unknown as DatabaseHandle;
  return healthRoutes({
    database,
    isShuttingDown: () => options.isShuttingDown ?? false,
    readiness: { timeoutMs: 50, busyGraceMs: options.busyGraceMs },
  });
}

const answers: Ping = async () => undefined;
const refuses: Ping = async () => {
  throw new Error('connection refused');
};
const hangs: Ping = () => new Promise<void>(() => undefined);

async function probe(app: ReturnType<typeof routes>) {
  const res = await app.request('/readyz');
  return { status: res.status, body: await res.json() };
}

describe('/readyz', () => {
  it('is ready while the database answers, and says so', async () => {
    expect(await probe(routes({ ping: answers }))).toEqual({
      status: 200,
      body: { status: 'ready', database: 'ok' },
    });
  });

  it('is unavailable at once when the database refuses, however recently it answered', async () => {
    let ping = answers;
    const app = routes({ ping: () => ping() });
    expect((await probe(app)).status).toBe(200);
    ping = refuses;
    expect(await probe(app)).toEqual({
      status: 503,
      body: { status: 'unavailable', database: 'unreachable' },
    });
  });

  it('stays ready while a database that just answered is slow to answer again (busy, not down)', async () => {
    let ping = answers;
    const app = routes({ ping: () => ping() });
    expect((await probe(app)).status).toBe(200);
    ping = hangs;
    expect((await probe(app)).status).toBe(200);
    expect((await probe(app)).status).toBe(200);
  });

  it('is unavailable when the database has not answered for longer than the grace', async () => {
    expect((await probe(routes({ ping: hangs }))).status).toBe(503);
    let ping = answers;
    const app = routes({ ping: () => ping(), busyGraceMs: 0 });
    expect((await probe(app)).status).toBe(200);
    ping = hangs;
    expect((await probe(app)).status).toBe(503);
  });

  it('is never ready once the process is shutting down', async () => {
    expect(await probe(routes({ ping: answers, isShuttingDown: true }))).toEqual({
      status: 503,
      body: { status: 'shutting_down' },
    });
  });
});
