import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { callApi } from '../support/http-client';
import { openDataDirDatabase } from '../support/data-dir-database';
import { type ServerProcess, startServer } from '../support/server-process';
import { type SeededAccount, seedAccounts } from './helpers/seed-accounts';

// Mixed writes and reads at once against a process whose database pool is far too small for
// them (2 connections, a request waits at most 30 ms for one): some requests must be refused, and each refusal must be a 503 with
// Retry-After that wrote nothing, while every write that was acknowledged is stored with the mail
// job that tells of it. Waves of 200 and 500 requests, each status change and each application
// on its own row, so what each answer promised can be checked against the database afterwards.

const AUTH_SECRET = 'ops-pool-test-secret-0123456789abcdef0123456789';
const WAVES = [
  { changes: 60, applications: 60, reads: 80 }, // 200 requests
  { changes: 150, applications: 150, reads: 200 }, // 500 requests
];
const dataDir = mkdtempSync(join(tmpdir(), 'hireready-pool-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

const VACANCY = {
  title: 'Warehouse Operative',
  company: 'Acme Logistics',
  location: 'Leeds',
  salaryMin: 24000,
  salaryMax: 27000,
  currency: 'EUR',
  description: 'Pick, pack and load orders on a day shift.',
  requirements: 'Forklift licence welcome.',
  benefits: 'Overtime paid.',
  workMode: 'onsite',
  employmentType: 'full_time',
  experienceLevel: 'entry',
};

interface Outcome {
  kind: 'change' | 'application' | 'read';
  /** The application changed, or the applicant who applied. */
  subject: string;
  status: number;
  retryAfter: string | null;
  code?: string;
}

// Each request on its own connection, as in the load test (docs/operations.md, Keep-alive).
const CLOSE = { Connection: 'close' };

it(
  'never acknowledges a write it did not store, nor refuses one it did, with 200 and 500 requests at once',
  { timeout: 400_000 },
  async () => {
    const applicantsNeeded = WAVES.reduce((sum, wave) => sum + wave.changes + wave.applications, 0);
    const accounts = await seedAccounts({
      dataDir,
      authSecret: AUTH_SECRET,
      count: 1 + applicantsNeeded,
    });
    const [employer, ...applicants] = accounts as [SeededAccount, ...SeededAccount[]];
    server = await startServer({
      DATA_DIR: dataDir,
      AUTH_SECRET,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_POOL_SIZE: '2',
      // A short wait for a connection: a queue this machine can fill.
      DATABASE_POOL_WAIT_MS: '30',
    });
    const baseUrl = `http://127.0.0.1:${server.port}`;
    // The setting up is refused as busy too when the machine is loaded: it does what a client
    // told "try again" does.
    const untilServed = async <T extends { status: number }>(send: () => Promise<T>) => {
      for (let attempt = 1; ; attempt += 1) {
        const res = await send();
        if (res.status !== 503 || attempt === 100) return res;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const posted = await untilServed(() =>
      callApi<{ vacancy: { id: string } }>(baseUrl, '/api/vacancies', {
        cookie: employer.cookie,
        body: VACANCY,
      }),
    );
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const vacancyId = posted.body.vacancy.id;
    const apply = (who: SeededAccount) =>
      callApi<{ application: { id: string }; error?: { code: string } }>(
        baseUrl,
        `/api/vacancies/${vacancyId}/applications`,
        { cookie: who.cookie, body: { coverLetter: null }, headers: CLOSE },
      );

    const outcomes: Outcome[] = [];
    const readiness: number[] = [];
    // The first probe opens /readyz's own connection, as the load balancer's first check does.
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
    let next = 0;
    for (const wave of WAVES) {
      // The applications whose status will change, made beforehand, a few at a time.
      const existing: string[] = [];
      const owners = applicants.slice(next, next + wave.changes);
      next += wave.changes;
      for (let at = 0; at < owners.length; at += 5) {
        const batch = owners.slice(at, at + 5).map((who) => untilServed(() => apply(who)));
        for (const res of await Promise.all(batch)) {
          expect(res.status).toBe(201);
          existing.push(res.body.application.id);
        }
      }
      const newcomers = applicants.slice(next, next + wave.applications);
      next += wave.applications;

      const requests: Array<() => Promise<Outcome>> = [
        ...existing.map((applicationId) => async (): Promise<Outcome> => {
          const res = await callApi<{ error?: { code: string } }>(
            baseUrl,
            `/api/applications/${applicationId}`,
            {
              method: 'PATCH',
              cookie: employer.cookie,
              body: { status: 'reviewed' },
              headers: CLOSE,
            },
          );
          return {
            kind: 'change',
            subject: applicationId,
            status: res.status,
            retryAfter: res.headers.get('retry-after'),
            code: res.body.error?.code,
          };
        }),
        ...newcomers.map((who) => async (): Promise<Outcome> => {
          const res = await apply(who);
          return {
            kind: 'application',
            subject: who.email,
            status: res.status,
            retryAfter: res.headers.get('retry-after'),
            code: res.body.error?.code,
          };
        }),
        ...Array.from({ length: wave.reads }, (_, n) => async (): Promise<Outcome> => {
          const res = await callApi<{ error?: { code: string } }>(
            baseUrl,
            n % 2 === 0 ? '/api/vacancies?q=warehouse' : `/api/vacancies/${vacancyId}/applications`,
            { cookie: employer.cookie, headers: CLOSE },
          );
          return {
            kind: 'read',
            subject: String(n),
            status: res.status,
            retryAfter: res.headers.get('retry-after'),
            code: res.body.error?.code,
          };
        }),
      ];
      // Shuffled the same way every run, so writes and reads interleave.
      const order = requests
        .map((_, index) => index)
        .sort((a, b) => ((a * 7919) % 997) - ((b * 7919) % 997));
      // A load balancer's probes meanwhile: a busy server is a ready one (its own connection).
      const probes = Array.from({ length: 5 }, async (_, n) => {
        await new Promise((done) => setTimeout(done, n * 50));
        return (await fetch(`${baseUrl}/readyz`, { headers: CLOSE })).status;
      });
      const [answered, ready] = await Promise.all([
        Promise.all(order.map((index) => requests[index]!())),
        Promise.all(probes),
      ]);
      outcomes.push(...answered);
      readiness.push(...ready);
    }
    expect(readiness).toEqual(Array.from({ length: 5 * WAVES.length }, () => 200));

    // A refusal is only ever "busy, try again": no 500, no other error.
    const refused = outcomes.filter((outcome) => outcome.status >= 300);
    for (const outcome of refused) {
      expect(outcome.status, JSON.stringify(outcome)).toBe(503);
      expect(outcome.code).toBe('server_busy');
      expect(outcome.retryAfter).toMatch(/^\d+$/);
    }
    for (const outcome of outcomes.filter((candidate) => candidate.status < 300)) {
      expect([200, 201]).toContain(outcome.status);
    }

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const db = await openDataDirDatabase(dataDir);
    try {
      const applications = await db.query<{ id: string; email: string; status: string }>(
        'select a.id, u.email, a.status from applications a join users u on u.id = a.user_id',
      );
      const jobs = await db.query<{ kind: string; application_id: string }>(
        "select kind, payload->>'applicationId' as application_id from jobs where kind in ('application-received', 'application-status')",
      );
      const byId = new Map(applications.rows.map((row) => [row.id, row]));
      const byEmail = new Map(applications.rows.map((row) => [row.email, row]));
      const jobsFor = (kind: string, id: string) =>
        jobs.rows.filter((job) => job.kind === kind && job.application_id === id).length;
      for (const outcome of outcomes) {
        const what = JSON.stringify(outcome);
        if (outcome.kind === 'change') {
          const row = byId.get(outcome.subject);
          const acknowledged = outcome.status === 200;
          expect(row?.status, what).toBe(acknowledged ? 'reviewed' : 'pending');
          expect(jobsFor('application-status', outcome.subject), what).toBe(acknowledged ? 1 : 0);
        } else if (outcome.kind === 'application') {
          const row = byEmail.get(outcome.subject);
          if (outcome.status === 201) {
            expect(row, what).toBeDefined();
            expect(jobsFor('application-received', row?.id ?? ''), what).toBe(1);
          } else {
            expect(row, what).toBeUndefined();
          }
        }
      }
      // How many were refused is the machine's business; that the test met a saturated pool is
      // not: without refusals it would prove nothing about them.
      expect(refused.length).toBeGreaterThan(0);
      console.info(
        `saturated pool: ${refused.length} of ${outcomes.length} requests refused as busy`,
      );
    } finally {
      await db.close();
    }
  },
);
