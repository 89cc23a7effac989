import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { rateLimits } from '../db/schema';
import { createRateLimiter, pruneSpentRateLimits } from './rate-limiter';

const HOUR = 60 * 60 * 1000;
const rule = { limit: 2, windowMs: HOUR };

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

describe('pruning spent rate-limit counters', () => {
  it('removes counters from days ago and keeps the ones still counting', async () => {
    let clock = new Date('2026-05-01T12:00:00Z');
    const limiter = createRateLimiter({ db: database.db, now: () => clock });
    await limiter.hit('sign-in:ip:old', rule);
    clock = new Date('2026-05-04T12:00:00Z');
    await limiter.hit('sign-in:ip:today', rule);
    await limiter.hit('sign-in:ip:today', rule);
    await limiter.hit('sign-in:ip:today', rule);

    expect(await pruneSpentRateLimits(database.db, clock)).toBe(1);

    const keys = (await database.db.select().from(rateLimits)).map((row) => row.key);
    expect(keys).toEqual(['sign-in:ip:today']);
    // The counter that is still counting still refuses.
    expect((await limiter.peek('sign-in:ip:today', rule)).isLimited).toBe(true);
  });
});
