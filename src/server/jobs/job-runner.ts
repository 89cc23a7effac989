import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { trackBackgroundWork } from '../http/graceful-shutdown-work';
import type { Logger } from '../logger';
import type { JobRow, JobsRepository } from './jobs.repository';

/** What a handler knows of the job it runs. */
export interface JobContext {
  id: string;
  /** 1 on the first run; more after a failure or after the process that held it died. */
  attempt: number;
  key: string | null;
  /** The runner's clock (injected in tests). */
  now: Date;
}

export interface JobKind {
  /** Does the work; throwing means "try again later" (or give up after maxAttempts). */
  handle(payload: Record<string, unknown>, job: JobContext): Promise<void>;
  maxAttempts?: number;
  /** How long a process holds the job: longer than the work ever takes. */
  leaseSeconds?: number;
}

/** A job made once per slot of `everyMs` (hourly, daily, weekly, from the Unix epoch). */
export interface RecurringJob {
  kind: string;
  everyMs: number;
}

export interface JobRunner {
  /**
   * Stores a job (idempotent with a key) and wakes this process's runner. Resolves once the job
   * is in the database: from then on a crash does not lose it.
   */
  enqueue(
    job: {
      kind: string;
      payload: Record<string, unknown>;
      key?: string;
      runAt?: Date;
    },
    options?: {
      /** Stores the job through this repository: one bound to the caller's transaction. */
      within?: JobsRepository;
    },
  ): Promise<boolean>;
  /** Runs every job due now (recurring slots included); resolves with how many ran. */
  runDue(): Promise<number>;
  /** Polls in the background until stop(). */
  start(): void;
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>;
}

const DEFAULT_LEASE_SECONDS = 60;
const DEFAULT_POLL_MS = 5_000;

/** 30 s, 2 min, 8 min, 32 min, then hourly: a mail server that is down gets time to come back. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 4 ** (attempt - 1), 60 * 60_000);
}

/** The start of the slot `now` falls in, for a job made every `everyMs`. */
export function slotOf(now: Date, everyMs: number): Date {
  return new Date(Math.floor(now.getTime() / everyMs) * everyMs);
}

/**
 * The background job runner (ADR 0028): jobs live in the `jobs` table; each process runs one
 * loop that takes due jobs one at a time under a lease, so N processes share the work and each
 * job runs once. New work in this process wakes the loop at once; work another process enqueued
 * is found on the next poll.
 */
export function createJobRunner(deps: {
  repository: JobsRepository;
  kinds: Record<string, JobKind>;
  recurring?: readonly RecurringJob[];
  logger: Logger;
  now: () => Date;
  pollMs?: number;
  /** Names this process in `locked_by` (for the operator); unique per runner. */
  worker?: string;
}): JobRunner {
  const worker = deps.worker ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const kindNames = Object.keys(deps.kinds);
  const recurring = deps.recurring ?? [];
  const madeSlots = new Map<string, number>();
  let isRunning = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let inFlight: Promise<unknown> = Promise.resolve();

  /** One job per recurring slot, whichever process gets there first (the key is unique). */
  async function makeRecurringSlots(now: Date): Promise<void> {
    for (const job of recurring) {
      const slot = slotOf(now, job.everyMs);
      if (madeSlots.get(job.kind) === slot.getTime()) continue;
      await deps.repository.enqueue({
        kind: job.kind,
        // The slot the job is for: the end of the period it covers.
        payload: { slot: slot.toISOString() },
        key: `${job.kind}@${slot.toISOString()}`,
        runAt: slot,
      });
      madeSlots.set(job.kind, slot.getTime());
    }
  }

  async function run(job: JobRow): Promise<void> {
    const kind = deps.kinds[job.kind];
    const maxAttempts = kind?.maxAttempts ?? job.maxAttempts;
    const context = { id: job.id, attempt: job.attempts, key: job.key, now: deps.now() };
    try {
      if (!kind) throw new Error(`no handler for job kind ${job.kind}`);
      // A job whose holder died after its last allowed attempt is not tried once more.
      if (job.attempts > maxAttempts) throw new Error('attempts used up');
      await kind.handle(job.payload, context);
      await deps.repository.complete({ id: job.id, worker, now: deps.now() });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const log = { err: error, kind: job.kind, job: job.id, attempt: job.attempts };
      if (job.attempts >= maxAttempts) {
        deps.logger.error(log, 'gave up on a background job');
        await deps.repository.giveUp({ id: job.id, worker, now: deps.now(), error: message });
      } else {
        deps.logger.warn(log, 'a background job failed and will be tried again');
        const runAt = new Date(deps.now().getTime() + retryDelayMs(job.attempts));
        await deps.repository.retry({ id: job.id, worker, runAt, error: message });
      }
    }
  }

  async function runOne(): Promise<boolean> {
    const now = deps.now();
    await makeRecurringSlots(now);
    let leaseSeconds = DEFAULT_LEASE_SECONDS;
    for (const kind of Object.values(deps.kinds)) {
      leaseSeconds = Math.max(leaseSeconds, kind.leaseSeconds ?? 0);
    }
    const job = await deps.repository.claim({ worker, kinds: kindNames, now, leaseSeconds });
    if (!job) return false;
    const work = run(job);
    inFlight = work;
    trackBackgroundWork(work);
    await work;
    return true;
  }

  async function runDue(): Promise<number> {
    let count = 0;
    while (await runOne()) count += 1;
    return count;
  }

  async function sleepUntilDueOrWoken(): Promise<void> {
    const pollMs = deps.pollMs ?? DEFAULT_POLL_MS;
    const due = await deps.repository.nextDue(kindNames).catch(() => null);
    // Stopped while asking: no sleep (stop() had no timer to cut short, and would wait it out).
    if (!isRunning) return;
    const untilDue = due ? due.getTime() - deps.now().getTime() : pollMs;
    const delay = Math.max(10, Math.min(pollMs, untilDue));
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, delay);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    wake = null;
  }

  async function poll(): Promise<void> {
    while (isRunning) {
      try {
        await runDue();
      } catch (error) {
        // The database away for a moment: the next poll tries again.
        deps.logger.warn({ err: error }, 'could not take background jobs');
      }
      if (!isRunning) return;
      await sleepUntilDueOrWoken();
    }
  }

  return {
    async enqueue(job, options) {
      const isNew = await (options?.within ?? deps.repository).enqueue({
        ...job,
        runAt: job.runAt ?? deps.now(),
        maxAttempts: deps.kinds[job.kind]?.maxAttempts,
      });
      wake?.();
      return isNew;
    },
    runDue,
    start() {
      if (isRunning) return;
      isRunning = true;
      loop = poll();
    },
    async stop() {
      isRunning = false;
      wake?.();
      await loop;
      await inFlight.catch(() => undefined);
    },
  };
}
