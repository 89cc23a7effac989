import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { callApi, signUpOver } from '../support/http-client';
import { type ServerProcess, startServer } from '../support/server-process';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp-capture';
import { adminQuery, adminUrl, postgresUrlFor } from '../support/test-database';
import { queryRows } from './helpers/postgres';

// Two real server processes share one PostgreSQL database and its job queue. Eight people ask
// for a password-reset link, half through each process. While the mail server is receiving the
// fourth mail, the process sending it is killed with SIGKILL: that mail was never acknowledged.
// Once the dead process's lease runs out, the other process sends it. In the end every person
// has exactly one accepted mail: none lost, none twice.

const AUTH_SECRET = 'job-runner-crash-secret-0123456789abcdef0123456789';
const PEOPLE = 8;

const servers: ServerProcess[] = [];
const dataDirs: string[] = [];
let smtp: SmtpCapture | undefined;
const databaseName = `hireready_jobs_${randomBytes(5).toString('hex')}`;

afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
    }
    await server.exited;
  }
  await smtp?.close();
  if (adminUrl)
    await adminQuery(adminUrl, `drop database if exists "${databaseName}" with (force)`);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

it('sends every queued mail exactly once when a process is killed mid-send', async () => {
  if (!adminUrl) throw new Error('the ops project runs on a PostgreSQL server');
  await adminQuery(adminUrl, `create database "${databaseName}"`);
  const databaseUrl = postgresUrlFor(adminUrl, databaseName);

  let received = 0;
  let killed: { pid: number; recipient: string } | null = null;
  // The kill waits until every reset has been asked for, so no request meets a dead process
  // (on a busy machine the fourth mail can arrive before the eighth request is sent).
  let allRequested!: () => void;
  const requested = new Promise<void>((resolve) => (allRequested = resolve));
  smtp = await startSmtpCapture({
    beforeAccept: async ([recipient = '']) => {
      received += 1;
      if (received !== 4) return true;
      await requested;
      // The job sending this mail, and the process holding it.
      const [held] = await queryRows<{ locked_by: string }>(
        databaseUrl,
        `select locked_by from jobs where kind = 'password-reset' and finished_at is null
           and payload->>'email' = $1 and locked_by is not null`,
        [recipient],
      );
      const pid = Number(held?.locked_by.split(':')[1]);
      const victim = servers.find((server) => server.child.pid === pid);
      if (!victim) throw new Error(`no server holds the mail to ${recipient}`);
      killed = { pid, recipient };
      victim.child.kill('SIGKILL');
      await victim.exited;
      return false;
    },
  });
  const envFor = () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hireready-jobs-'));
    dataDirs.push(dataDir);
    return {
      DATABASE_URL: databaseUrl,
      AUTH_SECRET,
      DATA_DIR: dataDir,
      APP_URL: 'http://hireready.test',
      SMTP_URL: smtp!.url,
      MAIL_FROM: 'HireReady <no-reply@hireready.test>',
      JOB_POLL_MS: '200',
      LOG_LEVEL: 'warn',
    };
  };
  servers.push(await startServer(envFor()), await startServer(envFor()));
  const urls = servers.map((server) => `http://127.0.0.1:${server.port}`);

  const emails = Array.from({ length: PEOPLE }, (_, n) => `person${n}@example.com`);
  for (const [n, email] of emails.entries()) {
    await signUpOver(urls[n % 2]!, email);
  }
  for (const [n, email] of emails.entries()) {
    const res = await callApi(urls[n % 2]!, '/api/auth/password-reset-request', {
      body: { email },
    });
    expect(res.status).toBe(200);
  }
  allRequested();

  await expect.poll(() => killed, { timeout: 15_000 }).not.toBeNull();
  // The dead process's lease would run out after a minute; the test does not wait that long.
  await queryRows(
    databaseUrl,
    `update jobs set locked_until = now() where locked_by like $1 and finished_at is null`,
    [`%:${killed!.pid}:%`],
  );

  await expect
    .poll(
      () =>
        new Set(smtp!.messages.map((mail) => mail.to && 'text' in mail.to && mail.to.text)).size,
      {
        timeout: 20_000,
      },
    )
    .toBe(PEOPLE);
  // Nothing more arrives: no mail is sent twice.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const recipients = smtp.messages.map((mail) =>
    mail.to && 'text' in mail.to ? mail.to.text : '',
  );
  expect(recipients.sort()).toEqual([...emails].sort());
  for (const mail of smtp.messages) expect(mail.text).toContain('/reset-password?token=');
  const unfinished = await queryRows(
    databaseUrl,
    `select id from jobs where kind = 'password-reset' and finished_at is null`,
  );
  expect(unfinished).toEqual([]);
  // The retried job ran twice (the killed attempt and the one that delivered), once delivered.
  const [retried] = await queryRows<{ attempts: number; failed: boolean }>(
    databaseUrl,
    `select attempts, failed from jobs where payload->>'email' = $1`,
    [killed!.recipient],
  );
  expect(retried).toEqual({ attempts: 2, failed: false });
}, 90_000);
