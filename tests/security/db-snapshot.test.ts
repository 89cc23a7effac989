import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { createTestDatabase } from '../support/test-database';
import { changedTables, snapshotDatabase } from './support/db-snapshot';

// The snapshot the security tests compare before and after each refused request: it must see a
// change to any row of any table, or "nothing changed" would prove nothing.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

it('sees a row added, a column changed and a row removed, and names the table', async () => {
  const empty = await snapshotDatabase(database);
  expect(empty.jobs).toEqual([]);
  // The migrations' own rows are read like any other.
  expect(empty.currency_rates?.length).toBeGreaterThan(0);

  await database.db.execute(sql`insert into jobs (kind, run_at) values ('probe', now())`);
  const added = await snapshotDatabase(database);
  expect(changedTables(empty, added)).toEqual(['jobs']);
  expect(added.jobs?.[0]).toContain('probe');

  await database.db.execute(sql`update jobs set kind = 'probe-changed'`);
  expect(changedTables(added, await snapshotDatabase(database))).toEqual(['jobs']);

  await database.db.execute(sql`delete from jobs`);
  expect(changedTables(empty, await snapshotDatabase(database))).toEqual([]);
});
