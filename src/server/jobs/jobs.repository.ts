import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, min, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** One job per key, ever: a second enqueue with the same key does nothing. */
  key?: string;
  runAt: Date;
  maxAttempts?: number;
}

export interface JobsRepository {
  /** Stores the job; false when a job with its key already exists. */
  enqueue(job: NewJob): Promise<boolean>;
  /**
   * The oldest due job of these kinds, held by `worker` until `now + leaseSeconds` with its
   * attempt counted, or null. A job another process holds is skipped (FOR UPDATE SKIP LOCKED),
   * so two processes never take the same one; one whose holder died is due again.
   */
  claim(options: {
    worker: string;
    kinds: readonly string[];
    now: Date;
    leaseSeconds: number;
  }): Promise<JobRow | null>;
  /** Marks the job done, if `worker` still holds it. */
  complete(options: { id: string; worker: string; now: Date }): Promise<void>;
  /** Releases the job to run again at `runAt`, keeping the error for the operator. */
  retry(options: { id: string; worker: string; runAt: Date; error: string }): Promise<void>;
  /** Gives the job up: finished, failed, with its last error. */
  giveUp(options: { id: string; worker: string; now: Date; error: string }): Promise<void>;
  /** When the next unfinished job of these kinds falls due (or its lease ends), or null. */
  nextDue(kinds: readonly string[]): Promise<Date | null>;
  /** Frees every lease: for a database only this process uses, whose earlier holders are gone. */
  releaseLeases(): Promise<void>;
  /** Deletes jobs finished before `before`; returns how many. */
  pruneFinished(before: Date): Promise<number>;
}

export function createJobsRepository(db: Database): JobsRepository {
  return {
    async enqueue(job) {
      const rows = await db
        .insert(jobs)
        .values({
          kind: job.kind,
          payload: job.payload,
          key: job.key ?? null,
          runAt: job.runAt,
          maxAttempts: job.maxAttempts ?? 5,
        })
        .onConflictDoNothing({ target: jobs.key })
        .returning({ id: jobs.id });
      return rows.length > 0;
    },
    async claim({ worker, kinds, now, leaseSeconds }) {
      const oldestDue = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            isNull(jobs.finishedAt),
            inArray(jobs.kind, [...kinds]),
            lte(jobs.runAt, now),
            or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
          ),
        )
        .orderBy(asc(jobs.runAt))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(jobs)
        .set({
          lockedBy: worker,
          lockedUntil: new Date(now.getTime() + leaseSeconds * 1000),
          attempts: sql`${jobs.attempts} + 1`,
        })
        .where(inArray(jobs.id, oldestDue))
        .returning();
      return row ?? null;
    },
    async complete({ id, worker, now }) {
      await db
        .update(jobs)
        .set({ finishedAt: now, lockedBy: null, lockedUntil: null, lastError: null })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker)));
    },
    async retry({ id, worker, runAt, error }) {
      await db
        .update(jobs)
        .set({ runAt, lockedBy: null, lockedUntil: null, lastError: error })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker)));
    },
    async giveUp({ id, worker, now, error }) {
      await db
        .update(jobs)
        .set({ finishedAt: now, failed: true, lockedBy: null, lockedUntil: null, lastError: error })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker)));
    },
    async nextDue(kinds) {
      const [row] = await db
        .select({ due: min(sql<Date>`greatest(${jobs.runAt}, ${jobs.lockedUntil})`) })
        .from(jobs)
        .where(and(isNull(jobs.finishedAt), inArray(jobs.kind, [...kinds])));
      const due = row?.due;
      return due ? new Date(due) : null;
    },
    async releaseLeases() {
      await db
        .update(jobs)
        .set({ lockedBy: null, lockedUntil: null })
        .where(and(isNull(jobs.finishedAt), isNotNull(jobs.lockedBy)));
    },
    async pruneFinished(before) {
      const rows = await db
        .delete(jobs)
        .where(lt(jobs.finishedAt, before))
        .returning({ id: jobs.id });
      return rows.length;
    },
  };
}
