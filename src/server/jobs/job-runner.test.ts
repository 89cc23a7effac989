import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database';
import { type DatabaseHandle, openPglite } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { jobs, users, vacancies } from '../db/schema';
import { createLogger } from '../logger';
import { type JobKind, type JobRunner, createJobRunner, retryDelayMs } from './job-runner';
import { createJobsRepository } from './jobs.repository';

// The durable job runner on a real database: jobs run once, failures are retried later, a job
// whose process died is taken again, recurring work is made once per slot whatever the number
// of processes, and two runners on one database never run the same job.

let database: DatabaseHandle;
let clock: Date;
const runners: JobRunner[] = [];
const logs: string[] = [];
const logger = createLogger({
  level: 'warn',
  destination: { write: (line: string) => void logs.push(line) },
});

beforeEach(async () => {
  database = await createTestDatabase();
  clock = new Date('2026-11-23T09:30:00.000Z');
  logs.length = 0;
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  await database.close();
});

function runner(kinds: Record<string, JobKind>, options: { worker?: string } = {}) {
  const made = createJobRunner({
    repository: createJobsRepository(database.db),
    kinds,
    recurring: [{ kind: 'hourly', everyMs: 60 * 60_000 }],
    logger,
    now: () => clock,
    worker: options.worker,
  });
  runners.push(made);
  return made;
}

function advance(ms: number) {
  clock = new Date(clock.getTime() + ms);
}

const stored = () => database.db.select().from(jobs).where(eq(jobs.kind, 'mail'));
const noop: JobKind = { handle: async () => undefined };

describe('job runner', () => {
  it('runs a job once, with its payload, and marks it done', async () => {
    const seen: unknown[] = [];
    const jobsRunner = runner({
      mail: { handle: async (payload) => void seen.push(payload) },
      hourly: noop,
    });
    await jobsRunner.enqueue({ kind: 'mail', payload: { to: 'ada@example.com' } });
    expect(await jobsRunner.runDue()).toBe(2); // the mail and this hour's recurring job
    expect(await jobsRunner.runDue()).toBe(0);
    expect(seen).toEqual([{ to: 'ada@example.com' }]);
    const [row] = await stored();
    expect(row).toMatchObject({ attempts: 1, failed: false, lockedBy: null });
    expect(row?.finishedAt).toEqual(clock);
  });

  it('makes one job per key: the same event enqueued twice is one job', async () => {
    let runs = 0;
    const jobsRunner = runner({ mail: { handle: async () => void (runs += 1) }, hourly: noop });
    expect(await jobsRunner.enqueue({ kind: 'mail', payload: {}, key: 'status:a1:reviewed' })).toBe(
      true,
    );
    expect(await jobsRunner.enqueue({ kind: 'mail', payload: {}, key: 'status:a1:reviewed' })).toBe(
      false,
    );
    await jobsRunner.runDue();
    await jobsRunner.enqueue({ kind: 'mail', payload: {}, key: 'status:a1:reviewed' });
    await jobsRunner.runDue();
    expect(runs).toBe(1);
  });

  it('waits before trying a failed job again, and gives up after its attempts, saying so', async () => {
    let calls = 0;
    const jobsRunner = runner({
      mail: {
        maxAttempts: 3,
        handle: async () => {
          calls += 1;
          throw new Error('421 mail server busy');
        },
      },
      hourly: noop,
    });
    await jobsRunner.enqueue({ kind: 'mail', payload: {} });
    await jobsRunner.runDue();
    expect(calls).toBe(1);
    expect((await stored())[0]).toMatchObject({ lastError: '421 mail server busy', failed: false });

    advance(retryDelayMs(1) - 1_000);
    await jobsRunner.runDue();
    expect(calls).toBe(1); // not yet
    advance(1_000);
    await jobsRunner.runDue();
    expect(calls).toBe(2);
    advance(retryDelayMs(2));
    await jobsRunner.runDue();
    expect(calls).toBe(3);
    advance(retryDelayMs(3));
    await jobsRunner.runDue();
    expect(calls).toBe(3);
    expect((await stored())[0]).toMatchObject({ failed: true, attempts: 3 });
    expect(logs.join('')).toContain('gave up on a background job');
  });

  it('takes again a job whose process died once its lease is over, and not before', async () => {
    await database.db.insert(jobs).values({
      kind: 'mail',
      payload: {},
      runAt: new Date(clock.getTime() - 5_000),
      attempts: 1,
      lockedBy: 'killed-process',
      lockedUntil: new Date(clock.getTime() + 30_000),
    });
    let runs = 0;
    const jobsRunner = runner({ mail: { handle: async () => void (runs += 1) }, hourly: noop });
    await jobsRunner.runDue();
    expect(runs).toBe(0);
    advance(30_000);
    await jobsRunner.runDue();
    expect(runs).toBe(1);
    expect((await stored())[0]).toMatchObject({ attempts: 2, failed: false });
  });

  it('frees every lease at the start of a process whose database nobody else uses', async () => {
    await database.db.insert(jobs).values({
      kind: 'mail',
      payload: {},
      runAt: clock,
      attempts: 1,
      lockedBy: 'killed-process',
      lockedUntil: new Date(clock.getTime() + 60_000),
    });
    let runs = 0;
    const jobsRunner = runner({ mail: { handle: async () => void (runs += 1) }, hourly: noop });
    await createJobsRepository(database.db).releaseLeases();
    await jobsRunner.runDue();
    expect(runs).toBe(1);
  });

  it('makes recurring work once per slot, however many processes run', async () => {
    let hourly = 0;
    const kinds = { mail: noop, hourly: { handle: async () => void (hourly += 1) } };
    const first = runner(kinds, { worker: 'one' });
    const second = runner(kinds, { worker: 'two' });
    await Promise.all([first.runDue(), second.runDue(), first.runDue()]);
    expect(hourly).toBe(1);
    advance(20 * 60_000); // still the same hour
    await Promise.all([first.runDue(), second.runDue()]);
    expect(hourly).toBe(1);
    advance(40 * 60_000);
    await Promise.all([second.runDue(), first.runDue()]);
    expect(hourly).toBe(2);
  });

  it('never runs a job twice when two processes take work from one database', async () => {
    const runsOf = new Map<number, string[]>();
    const kindFor = (worker: string): JobKind => ({
      handle: async (payload) => {
        const n = Number(payload.n);
        runsOf.set(n, [...(runsOf.get(n) ?? []), worker]);
        await new Promise((resolve) => setTimeout(resolve, 2));
      },
    });
    const one = runner({ mail: kindFor('one'), hourly: noop }, { worker: 'one' });
    const two = runner({ mail: kindFor('two'), hourly: noop }, { worker: 'two' });
    for (let n = 0; n < 30; n += 1) await one.enqueue({ kind: 'mail', payload: { n } });
    await Promise.all([one.runDue(), two.runDue()]);
    expect([...runsOf.keys()].sort((a, b) => a - b)).toEqual([...Array(30).keys()]);
    expect([...runsOf.values()].every((workers) => workers.length === 1)).toBe(true);
    const byWorker = [...runsOf.values()].flat();
    if (database.kind === 'postgres') {
      // Both processes did some of the work.
      expect(new Set(byWorker).size).toBe(2);
    }
  });

  it('runs work queued in its own process at once when started, and stops cleanly', async () => {
    const done: string[] = [];
    const jobsRunner = runner({
      mail: { handle: async (payload) => void done.push(String(payload.to)) },
      hourly: noop,
    });
    jobsRunner.start();
    await jobsRunner.enqueue({ kind: 'mail', payload: { to: 'ben@example.com' } });
    await expect.poll(() => done, { timeout: 2_000 }).toEqual(['ben@example.com']);
    await jobsRunner.stop();
  });

  it('stops at once when told to while it asks the database when work is next due', async () => {
    const repository = createJobsRepository(database.db);
    let asked: () => void = () => undefined;
    const isAsking = new Promise<void>((resolve) => (asked = resolve));
    let answer: () => void = () => undefined;
    const jobsRunner = createJobRunner({
      repository: {
        ...repository,
        nextDue: async (kinds) => {
          asked();
          await new Promise<void>((resolve) => (answer = resolve));
          return repository.nextDue(kinds);
        },
      },
      kinds: { hourly: noop },
      recurring: [{ kind: 'hourly', everyMs: 60 * 60_000 }],
      logger,
      now: () => clock,
      // A server shutting down (SIGTERM) waited out the sleep between polls: an hour here.
      pollMs: 60 * 60_000,
    });
    jobsRunner.start();
    await isAsking;
    const stopped = jobsRunner.stop().then(() => 'stopped');
    answer();
    const stillWaiting = new Promise((resolve) =>
      setTimeout(() => resolve('still waiting'), 2_000),
    );
    expect(await Promise.race([stopped, stillWaiting])).toBe('stopped');
  });
});

describe('on the embedded PGlite database', () => {
  it('runs, retries and schedules jobs, and keeps salaries in dollars, as on PostgreSQL', async () => {
    const pglite = await openPglite({});
    try {
      await migrateDatabase(pglite);
      let calls = 0;
      const jobsRunner = createJobRunner({
        repository: createJobsRepository(pglite.db),
        kinds: {
          mail: {
            handle: async () => {
              calls += 1;
              if (calls === 1) throw new Error('first try fails');
            },
          },
          hourly: noop,
        },
        recurring: [{ kind: 'hourly', everyMs: 60 * 60_000 }],
        logger,
        now: () => clock,
      });
      await jobsRunner.enqueue({ kind: 'mail', payload: {}, key: 'once' });
      expect(await jobsRunner.enqueue({ kind: 'mail', payload: {}, key: 'once' })).toBe(false);
      expect(await jobsRunner.runDue()).toBe(2);
      advance(retryDelayMs(1));
      expect(await jobsRunner.runDue()).toBe(1);
      expect(calls).toBe(2);

      const [user] = await pglite.db
        .insert(users)
        .values({ id: 'u1', name: 'Olga', email: 'olga@example.com' })
        .returning();
      const [vacancy] = await pglite.db
        .insert(vacancies)
        .values({
          userId: user!.id,
          title: 'Analyst',
          description: 'SQL',
          requirements: 'SQL',
          location: 'Moscow',
          salaryMin: 160_000,
          salaryMax: 240_000,
          currency: 'RUB',
        })
        .returning({ max: vacancies.salaryMaxUsd });
      expect(vacancy?.max).toBe(36_000); // 240,000 RUB a month at 80 per dollar, per year
    } finally {
      await pglite.close();
    }
  });
});
