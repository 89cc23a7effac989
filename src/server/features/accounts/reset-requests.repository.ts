import { asc, eq, inArray, lte, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetRequests } from '../../db/schema';

export type ResetRequestRow = typeof passwordResetRequests.$inferSelect;

export interface ResetRequestsRepository {
  add(request: { email: string; language: string }): Promise<void>;
  /**
   * The oldest request due, held for `holdSeconds` by this process (its attempt counted), or
   * null when none is due. Two processes never take the same one.
   */
  claimNext(holdSeconds: number): Promise<ResetRequestRow | null>;
  remove(id: string): Promise<void>;
  /** When the next request falls due, or null when none waits. */
  nextDue(): Promise<Date | null>;
}

export function createResetRequestsRepository(db: Database): ResetRequestsRepository {
  return {
    async add(request) {
      await db.insert(passwordResetRequests).values(request);
    },
    async claimNext(holdSeconds) {
      const oldestDue = db
        .select({ id: passwordResetRequests.id })
        .from(passwordResetRequests)
        .where(lte(passwordResetRequests.notBefore, sql`now()`))
        .orderBy(asc(passwordResetRequests.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(passwordResetRequests)
        .set({
          notBefore: sql.raw(`now() + interval '${Math.round(holdSeconds)} seconds'`),
          attempts: sql`${passwordResetRequests.attempts} + 1`,
        })
        .where(inArray(passwordResetRequests.id, oldestDue))
        .returning();
      return row ?? null;
    },
    async remove(id) {
      await db.delete(passwordResetRequests).where(eq(passwordResetRequests.id, id));
    },
    async nextDue() {
      const [row] = await db
        .select({ due: min(passwordResetRequests.notBefore) })
        .from(passwordResetRequests);
      return row?.due ?? null;
    },
  };
}
