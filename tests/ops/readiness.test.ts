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
  await database.withAdvisoryLock(36, async () => {
    // The only pooled connection is taken: a request's query waits its 200 ms and gives up…
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
    // …while the readiness check still gets its answer.
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
