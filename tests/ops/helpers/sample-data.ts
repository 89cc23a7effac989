import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { feedbacks, interviewQuestions, interviews, users } from '../../../src/server/db/schema';
import { type TestApp, createTestApp, jsonRequest } from '../../support/test-app';
import { TEST_PASSWORD } from '../../support/http-client';

// A little of everything a backup must keep, made through the real app (in this process) on a
// given database: an account with its session, an interview with answers and feedback, a landing
// feedback row, and a resume with its two stored PDFs (plus a half-written upload a backup should
// leave out).

const RESUME_PDF = readFileSync(join(import.meta.dirname, '../../fixtures/resumes/john_doe.pdf'));

export interface SampleData {
  email: string;
  cookie: string;
  interviewId: string;
  answers: string[];
  feedbackTitle: string;
  resumeId: string;
  /** The tailored PDF as downloaded before the backup. */
  tailoredBytes: Buffer;
}

export async function createSampleData(options: {
  database: DatabaseHandle;
  dataDir: string;
  authSecret: string;
}): Promise<SampleData> {
  const { app } = await createTestApp({
    database: options.database,
    dataDir: options.dataDir,
    authSecret: options.authSecret,
    logLevel: 'silent',
  });
  const email = `backup-${Date.now()}@example.com`;
  const signUp = await app.request(
    '/api/auth/sign-up',
    jsonRequest('POST', { name: 'Backed Up', email, password: TEST_PASSWORD }),
  );
  expect(signUp.status).toBe(201);
  const cookie = signUp.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');

  const started = await app.request(
    '/api/interviews',
    jsonRequest(
      'POST',
      {
        jobTitle: 'SRE',
        jobDescription: 'Run PostgreSQL and Kubernetes; own backups.',
        language: 'en',
      },
      { headers: { cookie } },
    ),
  );
  expect(started.status).toBe(201);
  const interviewId = ((await started.json()) as { interview: { id: string } }).interview.id;
  const answers = [1, 2, 3].map(
    (order) => `Answer ${order}: I restored a 40 GB database in 12 minutes using pg_restore -j 4.`,
  );
  for (const [index, answer] of answers.entries()) {
    const res = await app.request(
      `/api/interviews/${interviewId}/answers`,
      jsonRequest('POST', { order: index + 1, answer }, { headers: { cookie } }),
    );
    expect(res.status).toBe(200);
  }

  const feedbackTitle = `Backups matter ${Date.now()}`;
  const feedback = await app.request(
    '/api/feedbacks',
    jsonRequest('POST', { title: feedbackTitle, description: 'Kept across a restore', stars: 5 }),
  );
  expect(feedback.status).toBe(201);

  // A resume uploaded and tailored through the real route: two PDFs in storage and their row.
  const form = new FormData();
  form.set('file', new File([RESUME_PDF], 'Backed Up résumé.pdf', { type: 'application/pdf' }));
  form.set('jobDescription', 'Requirements: Java, Spring Boot, SQL and on-call for backups.');
  const uploaded = await app.request('/api/resumes', {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const resumeId = ((await uploaded.json()) as { resume: { id: string } }).resume.id;
  const tailoredBytes = await downloadResume(app, { cookie, resumeId, file: 'tailored' });
  expect(tailoredBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // What an upload cut off by a crash leaves behind.
  mkdirSync(join(options.dataDir, 'storage', '.tmp'), { recursive: true });
  writeFileSync(join(options.dataDir, 'storage', '.tmp', 'cut-off.part'), 'half a file');

  return { email, cookie, interviewId, answers, feedbackTitle, resumeId, tailoredBytes };
}

/** Finds every row and file of the sample again, and the session still signs its user in. */
export async function expectSampleData(options: {
  database: DatabaseHandle;
  dataDir: string;
  authSecret: string;
  sample: SampleData;
}): Promise<void> {
  const { db } = options.database;
  const { sample } = options;
  const [user] = await db.select().from(users).where(eq(users.email, sample.email));
  expect(user).toBeDefined();
  const [interview] = await db
    .select()
    .from(interviews)
    .where(eq(interviews.id, sample.interviewId));
  expect(interview).toMatchObject({ userId: user?.id, status: 'in-progress', questionsCount: 12 });
  const questions = await db
    .select()
    .from(interviewQuestions)
    .where(eq(interviewQuestions.interviewId, sample.interviewId))
    .orderBy(asc(interviewQuestions.order));
  expect(questions).toHaveLength(12);
  expect(questions.slice(0, 3).map((question) => question.answer)).toEqual(sample.answers);
  for (const question of questions.slice(0, 3)) expect(question.feedback).toBeTruthy();
  expect(questions.slice(3).every((question) => question.answer === null)).toBe(true);
  const rows = await db
    .select()
    .from(feedbacks)
    .where(and(eq(feedbacks.title, sample.feedbackTitle), eq(feedbacks.stars, 5)));
  expect(rows).toHaveLength(1);

  const { app } = await createTestApp({
    database: options.database,
    dataDir: options.dataDir,
    authSecret: options.authSecret,
    logLevel: 'silent',
  });
  // Both stored PDFs come back through the route, byte for byte.
  const download = { cookie: sample.cookie, resumeId: sample.resumeId };
  expect(await downloadResume(app, { ...download, file: 'original' })).toEqual(RESUME_PDF);
  expect(await downloadResume(app, { ...download, file: 'tailored' })).toEqual(
    sample.tailoredBytes,
  );
  const session = await app.request('/api/session', { headers: { cookie: sample.cookie } });
  expect(((await session.json()) as { user: { email: string } | null }).user?.email).toBe(
    sample.email,
  );
  const resumed = await app.request(`/api/interviews/${sample.interviewId}`, {
    headers: { cookie: sample.cookie },
  });
  expect(((await resumed.json()) as { interview: { nextOrder: number } }).interview.nextOrder).toBe(
    4,
  );
}

async function downloadResume(
  app: TestApp['app'],
  options: { cookie: string; resumeId: string; file: 'original' | 'tailored' },
): Promise<Buffer> {
  const res = await app.request(`/api/resumes/${options.resumeId}/download?file=${options.file}`, {
    headers: { cookie: options.cookie },
  });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}
