import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import type { Clock } from '../clock';

export interface RateLimitRule {
  /** How many hits a key may make in one window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitState {
  count: number;
  isLimited: boolean;
  /** Seconds until the window resets (at least 1 while limited). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit against the key and says whether the key is now over its limit. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitState>;
  /** Reads the key's state without counting a hit. */
  peek(key: string, rule: RateLimitRule): Promise<RateLimitState>;
}

// Fixed windows in PostgreSQL: one atomic upsert per hit, so any number of processes share the
// counts and two simultaneous hits can never both read the old value.
export function createRateLimiter(options: { db: Database; now: Clock }): RateLimiter {
  const { now } = options;

  const stateOf = (
    row: { count: number; windowStartedAt: Date },
    { rule, at }: { rule: RateLimitRule; at: Date },
  ) => {
    const resetsAt = row.windowStartedAt.getTime() + rule.windowMs;
    const isCurrent = resetsAt > at.getTime();
    const count = isCurrent ? row.count : 0;
    return {
      count,
      isLimited: count > rule.limit,
      retryAfterSeconds: isCurrent ? Math.max(1, Math.ceil((resetsAt - at.getTime()) / 1000)) : 0,
    };
  };

  return {
    async hit(key, rule) {
      const at = now();
      const windowFloor = new Date(at.getTime() - rule.windowMs);
      const [row] = await options.db
        .insert(rateLimits)
        .values({ key, windowStartedAt: at, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.windowStartedAt} <= ${windowFloor} then 1 else ${rateLimits.count} + 1 end`,
            windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= ${windowFloor} then ${at} else ${rateLimits.windowStartedAt} end`,
          },
        })
        .returning({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt });
      if (!row) throw new Error('rate limit upsert returned no row');
      return stateOf(row, { rule, at });
    },
    async peek(key, rule) {
      const at = now();
      const rows = await options.db
        .select({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt })
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${key}`);
      const row = rows[0];
      return row
        ? stateOf(row, { rule, at })
        : { count: 0, isLimited: false, retryAfterSeconds: 0 };
    },
  };
}

/** The longest window any rule uses (the daily AI allowance). */
export const LONGEST_RATE_LIMIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes counters whose window ended long ago: every key (an IP, an account, a user's day) leaves
 * one row behind, and nothing else ever removes it. A row is spent once its window is over; two
 * longest windows of margin keep this safe whatever rule wrote it. Any process may run it, at any
 * time; the rows it removes would read as zero anyway. Returns how many rows went.
 */
export async function pruneSpentRateLimits(db: Database, at: Date): Promise<number> {
  const cutoff = new Date(at.getTime() - 2 * LONGEST_RATE_LIMIT_WINDOW_MS);
  const removed = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStartedAt} < ${cutoff}`)
    .returning({ key: rateLimits.key });
  return removed.length;
}
