import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import journal from '../../../src/server/db/migrations/meta/_journal.json';
import { TEST_PASSWORD, callApi, signUpOver } from '../../support/http-client';
import { type S3Server, startS3Server } from '../../support/s3-server';
import { type ServerProcess, startServer } from '../../support/server-process';
import { createS3Storage } from '../../../src/server/storage/s3-storage';
import { answerOver, answerText, interviewOver, startInterviewOver } from '../helpers/interviews';
import {
  RESUME_PDF,
  downloadResumeOver,
  isCompletePdf,
  listResumesOver,
  listStoredFiles,
  uploadResumeOver,
} from '../helpers/resumes';
import {
  type EmptyDatabase,
  createEmptyDatabase,
  hasPostgres,
  postgresSuite,
  queryRows,
} from '../helpers/postgres';

// The scale-out configuration, proven here: two real server processes on two ports share one
// PostgreSQL database and one S3-compatible store, and the test alternates between them the way
// a round-robin load balancer would. Whatever one process knows, the other must know too.

const AUTH_SECRET = 'ops-secret-shared-by-every-process-0123456789abcdef';

describe.skipIf(!hasPostgres)(postgresSuite('two app processes on one PostgreSQL'), () => {
  let database: EmptyDatabase;
  let s3: S3Server;
  let servers: ServerProcess[] = [];
  const dataDirs: string[] = [];
  const urls = () => servers.map((server) => `http://127.0.0.1:${server.port}`);
  /** The process a round-robin balancer would pick for the n-th request. */
  const pick = (n: number) => urls()[n % 2] as string;

  beforeAll(async () => {
    database = await createEmptyDatabase('hireready_multi');
    s3 = await startS3Server();
    const envFor = () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'hireready-multi-'));
      dataDirs.push(dataDir);
      return {
        DATABASE_URL: database.url,
        AUTH_SECRET,
        DATA_DIR: dataDir,
        APP_URL: 'http://hireready.test',
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: s3.bucket,
        S3_REGION: s3.region,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
        LOG_LEVEL: 'warn',
      };
    };
    // Started at the same moment against a database with no tables yet.
    servers = await Promise.all([startServer(envFor()), startServer(envFor())]);
  });

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null) server.child.kill('SIGTERM');
      await server.exited;
    }
    await s3?.close();
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('both come up after migrating the new database exactly once', async () => {
    const applied = await queryRows<{ hash: string }>(
      database.url,
      'select hash from drizzle.__drizzle_migrations',
    );
    expect(applied).toHaveLength(journal.entries.length);
    expect(new Set(applied.map((row) => row.hash)).size).toBe(journal.entries.length);
    for (const url of urls()) expect((await fetch(`${url}/readyz`)).status).toBe(200);
  });

  it('honours a session made on one process on the other, and a sign-out on either ends it on both', async () => {
    const user = await signUpOver(pick(0), 'shared-session@example.com');
    for (const url of urls()) {
      const res = await callApi<{ user: { id: string } | null }>(url, '/api/session', {
        cookie: user.cookie,
      });
      expect(res.body.user?.id).toBe(user.id);
    }
    const signedIn = await callApi(pick(1), '/api/auth/sign-in', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(signedIn.status).toBe(200);
    const second = signedIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');

    expect(
      (await callApi(pick(1), '/api/auth/sign-out', { method: 'POST', cookie: second })).status,
    ).toBe(200);
    for (const url of urls()) {
      const ended = await callApi<{ user: unknown }>(url, '/api/session', { cookie: second });
      expect(ended.body.user).toBeNull();
      const kept = await callApi<{ user: { id: string } | null }>(url, '/api/session', {
        cookie: user.cookie,
      });
      expect(kept.body.user?.id).toBe(user.id);
    }
  });

  it('finishes an interview started on one process and answered on both in turn', async () => {
    const user = await signUpOver(pick(1), 'alternating@example.com');
    const interviewId = await startInterviewOver(pick(0), user.cookie);
    for (let order = 1; order <= 12; order += 1) {
      // Where the interview stands is what either process reads from the database.
      const before = await interviewOver(pick(order + 1), user.cookie, interviewId);
      expect(before.nextOrder).toBe(order);
      const answered = await answerOver(pick(order), user.cookie, {
        interviewId,
        order,
        answer: answerText('Alternating', order),
      });
      expect(answered.status).toBe(200);
      expect(answered.body).toMatchObject({
        feedbackFailed: false,
        nextOrder: order === 12 ? null : order + 1,
        isCompleted: order === 12,
      });
    }
    for (const url of urls()) {
      const done = await interviewOver(url, user.cookie, interviewId);
      expect(done).toMatchObject({ status: 'completed', nextOrder: null });
      expect(done.score).toEqual(expect.any(Number));
      expect(done.questions.map((question) => question.answer)).toEqual(
        Array.from({ length: 12 }, (_, index) => answerText('Alternating', index + 1)),
      );
    }
  });

  it('stores an answer sent to both processes at once exactly once, and tells both senders alike', async () => {
    const user = await signUpOver(pick(0), 'double-click@example.com');
    const interviewId = await startInterviewOver(pick(1), user.cookie);
    const answer = answerText('Twice', 1);
    const replies = await Promise.all(
      [0, 1, 0, 1].map((n) => answerOver(pick(n), user.cookie, { interviewId, order: 1, answer })),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(replies.map((reply) => reply.body.feedback)).size).toBe(1);
    const rows = await queryRows<{ n: number }>(
      database.url,
      'select count(*)::int as n from interview_questions where interview_id = $1 and answer is not null',
      [interviewId],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('counts failed sign-ins for one account across both processes', async () => {
    const user = await signUpOver(pick(1), 'rate-limited@example.com');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await callApi(pick(attempt), '/api/auth/sign-in', {
        body: { email: user.email, password: 'not the password at all' },
      });
      expect(failed.status).toBe(401);
    }
    // The sixth try is refused on either process, even with the right password.
    for (const url of urls()) {
      const refused = await callApi<{ error: { code: string } }>(url, '/api/auth/sign-in', {
        body: { email: user.email, password: TEST_PASSWORD },
      });
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('rate_limited');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('serves a resume uploaded through one process from the other, and a delete on either removes it for both', async () => {
    const user = await signUpOver(pick(0), 'resume-everywhere@example.com');
    const uploaded = await uploadResumeOver(pick(0), user.cookie, { fileName: 'Shared CV.pdf' });
    expect(uploaded.status).toBe(201);
    const resumeId = uploaded.resume?.id ?? '';

    const listed = await listResumesOver(pick(1), user.cookie);
    expect(listed.map((resume) => resume.id)).toEqual([resumeId]);
    const original = await downloadResumeOver(pick(1), user.cookie, { resumeId, file: 'original' });
    expect(original.status).toBe(200);
    expect(original.bytes).toEqual(RESUME_PDF);
    const tailored = await downloadResumeOver(pick(1), user.cookie, { resumeId, file: 'tailored' });
    expect(tailored.status).toBe(200);
    expect(tailored.bytes.length).toBe(tailored.contentLength);
    expect(isCompletePdf(tailored.bytes)).toBe(true);

    // Both files went to the shared bucket; neither process kept a copy of its own.
    const [row] = await queryRows<{ path: string; original_path: string }>(
      database.url,
      'select path, original_path from resumes where id = $1',
      [resumeId],
    );
    const keys = [row?.path ?? '', row?.original_path ?? ''];
    const bucket = createS3Storage({
      kind: 's3',
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    try {
      for (const key of keys) expect(await bucket.exists(key)).toBe(true);
      for (const dir of dataDirs) expect(listStoredFiles(join(dir, 'storage'))).toEqual([]);

      const deleted = await callApi(pick(1), `/api/resumes/${resumeId}`, {
        method: 'DELETE',
        cookie: user.cookie,
      });
      expect(deleted.status).toBe(200);
      expect(await listResumesOver(pick(0), user.cookie)).toEqual([]);
      const gone = await downloadResumeOver(pick(0), user.cookie, { resumeId, file: 'original' });
      expect(gone.status).toBe(404);
      for (const key of keys) expect(await bucket.exists(key)).toBe(false);
    } finally {
      await bucket.close();
    }
  });

  it('warns at start-up about the one per-machine default left: mail in the local outbox', () => {
    for (const server of servers) {
      const warnings = server
        .output()
        .split('\n')
        .filter((line) => line.includes('per-machine default'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('"setting":"SMTP_URL"');
      expect(warnings[0]).toContain('Set SMTP_URL');
    }
  });

  it('keeps idle connections open for 65 s, longer than a load balancer keeps its own', async () => {
    for (const server of servers) {
      const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
        get({ host: '127.0.0.1', port: server.port, path: '/livez' }, (res) => {
          res.resume();
          resolve(res.headers['keep-alive']?.toString());
        }).on('error', reject);
      });
      expect(keepAlive).toBe('timeout=65');
    }
  });
});
