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

describe('a limit under simultaneous requests', () => {
  it('lets exactly the limit through when 40 hits arrive at once', async () => {
    const limiter = createRateLimiter({ db: database.db, now: () => new Date() });
    const limit = { limit: 10, windowMs: HOUR };
    const states = await Promise.all(
      Array.from({ length: 40 }, () => limiter.hit('applications:user:ada', limit)),
    );
    // Every hit counted once: the counts are 1..40, and only the first ten are allowed.
    expect(states.map((state) => state.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
    expect(states.filter((state) => !state.isLimited)).toHaveLength(10);
  });
});
