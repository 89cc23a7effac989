import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';

// /readyz asks the database over a connection of its own (issue 36): a process whose every
// pooled connection is busy serving requests is busy, not down, and a load balancer must not
// take it out of service. Here the pool's only connection is held while the check runs.

let dataDir: string;
let database: DatabaseHandle;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'hireready-ready-'));
  database = await openDatabase({ dataDir, poolSize: 1, poolWaitMs: 200 });
}, 120_000);
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('answers the readiness check while the pool is full, where a request waits and is refused', async () => {
  // The only pooled connection is taken by a slow request…
  // (A query runs once awaited: `then` starts it now.)
  const slow = database.db.execute(sql`select pg_sleep(1.5)`).then(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 100));
  // …so another request's query waits its 200 ms and gives up…
  await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
  // …while the readiness check still gets its answer.
  await expect(database.ping()).resolves.toBeUndefined();
  await slow;
});

it('runs a locked start-up step on a connection of its own, not one a request is waiting for', async () => {
  // A migration at start-up takes the advisory lock while the pool is full: it is not refused
  // by the pool's short wait for requests (a loaded CI machine once failed a server's start so).
  const slow = database.db.execute(sql`select pg_sleep(1)`).then(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const rows = await database.withAdvisoryLock(36, async (db) => {
    const result = (await db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] };
    return [...result.rows];
  });
  expect(rows).toEqual([{ one: 1 }]);
  await slow;
});
