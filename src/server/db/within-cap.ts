import { sql } from 'drizzle-orm';
import type { Database } from './client';

// A cap on how many rows a person may have (100 stories, 20 saved searches) is checked and kept
// in one transaction that holds a lock on the person's rows of that kind: two requests at once
// cannot both read 99 and both insert. The lock is an advisory lock on a key of the cap and the
// owner, released with the transaction, so it blocks nobody else and nothing else.

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Inserts with `insert` only while `count` is below `cap`, with every other insert under the
 * same `scope` waiting its turn; null when the cap is reached.
 */
export function insertWithinCap<T>(
  db: Database,
  options: {
    /** The cap and its owner, e.g. `stories:<userId>`. */
    scope: string;
    cap: number;
    count: (tx: Transaction) => Promise<number>;
    insert: (tx: Transaction) => Promise<T>;
  },
): Promise<T | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${options.scope}, 0))`);
    if ((await options.count(tx)) >= options.cap) return null;
    return options.insert(tx);
  });
}
