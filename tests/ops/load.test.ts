import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { AnswerOutcome } from '../../src/shared/schemas/interviews';
import { callApi, streamApi } from '../support/http-client';
import { openDataDirDatabase } from '../support/data-dir-database';
import { type ServerProcess, startServer } from '../support/server-process';
import { JOB, answerText } from './helpers/interviews';
import { seedAccounts } from './helpers/seed-accounts';

// 100 people at once, each doing a whole offline interview against one server process (embedded
// database): 12 answers each, some through the streamed route, some sent twice at the same moment
// (a double click). Nothing may fail, and afterwards the database holds exactly one copy of every
// answer, word for word, and 100 completed interviews. A hundred is 25 times the embedded
// database's pool on two cores (4 connections), so requests queue for it all the way through; 200
// took twice the CI time (about 100 s) and tested nothing more. Each request opens its own connection
// (Connection: close): on a saturated machine, a reused keep-alive connection can meet the
// server's idle timer (KEEP_ALIVE_TIMEOUT_MS) before the server reads the request waiting on it
// (see docs/operations.md, Keep-alive); that is the proxy's concern, not what this test measures.

const USERS = 100;
const AUTH_SECRET = 'ops-load-test-secret-0123456789abcdef0123456789';
const dataDir = mkdtempSync(join(tmpdir(), 'hireready-load-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

const RUSSIAN_JOB = {
  jobTitle: 'Backend-разработчик',
  jobDescription: 'Разработка REST API на Node.js и PostgreSQL, CI/CD, наставничество.',
  language: 'ru',
};
const answerFor = (index: number, order: number) =>
  index % 3 === 2
    ? `Кандидат ${index}, вопрос ${order}: я перевёл API на реплики PostgreSQL и сократил задержку p95 с 800 до 120 мс за шесть недель.`
    : answerText(`Candidate ${index}`, order);

// It takes about 20 s on an idle 2-core machine (twice that beside the other tests): the limit is for a hang, not a timing target
// (throughput is measured by `npm run bench`).
it(
  'serves 100 people doing whole interviews at once, storing every answer exactly once',
  {
    timeout: 300_000,
  },
  async () => {
    const accounts = await seedAccounts({ dataDir, authSecret: AUTH_SECRET, count: USERS });
    server = await startServer({
      DATA_DIR: dataDir,
      AUTH_SECRET,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    });
    const baseUrl = `http://127.0.0.1:${server.port}`;
    const failures: string[] = [];
    const interviewIds = new Map<string, number>();

    await Promise.all(
      accounts.map(async ({ email, cookie }, index) => {
        // Each person comes from their own address, as the reverse proxy reports it.
        const headers = {
          'X-Forwarded-For': `10.8.${Math.floor(index / 250)}.${index % 250}`,
          Connection: 'close',
        };
        const started = await callApi<{ interview: { id: string } }>(baseUrl, '/api/interviews', {
          body: index % 3 === 2 ? RUSSIAN_JOB : JOB,
          cookie,
          headers,
        });
        if (started.status !== 201) return void failures.push(`${email} start: ${started.status}`);
        const interviewId = started.body.interview.id;
        interviewIds.set(interviewId, index);
        for (let order = 1; order <= 12; order += 1) {
          const body = { order, answer: answerFor(index, order) };
          const path = `/api/interviews/${interviewId}/answers`;
          const outcomes: Array<{ status: number; isCompleted?: unknown }> = [];
          if (index % 4 === 1) {
            const { status, events } = await streamApi(baseUrl, `${path}/stream`, {
              body,
              cookie,
              headers,
            });
            const done = events.at(-1);
            outcomes.push({ status, isCompleted: done?.event === 'done' && done.data.isCompleted });
          } else {
            // Every tenth person double-clicks: the same answer twice at the same moment.
            const copies = index % 10 === 0 ? 2 : 1;
            const replies = await Promise.all(
              Array.from({ length: copies }, () =>
                callApi<AnswerOutcome>(baseUrl, path, { body, cookie, headers }),
              ),
            );
            for (const reply of replies) {
              outcomes.push({ status: reply.status, isCompleted: reply.body.isCompleted });
            }
          }
          for (const outcome of outcomes) {
            if (outcome.status !== 200)
              failures.push(`${email} answer ${order}: ${outcome.status}`);
            if (outcome.isCompleted !== (order === 12)) {
              failures.push(`${email} answer ${order}: isCompleted ${String(outcome.isCompleted)}`);
            }
          }
        }
      }),
    );
    expect(failures).toEqual([]);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const db = await openDataDirDatabase(dataDir);
    try {
      const interviews = await db.query<{ id: string; status: string; score: number | null }>(
        'select id, status, score from interviews',
      );
      expect(interviews.rows).toHaveLength(USERS);
      for (const row of interviews.rows) {
        expect(row.status).toBe('completed');
        expect(row.score).toEqual(expect.any(Number));
      }
      const questions = await db.query<{
        interview_id: string;
        order: number;
        answer: string | null;
        feedback: string | null;
      }>('select interview_id, "order", answer, feedback from interview_questions');
      expect(questions.rows).toHaveLength(USERS * 12);
      const seen = new Set<string>();
      for (const row of questions.rows) {
        const index = interviewIds.get(row.interview_id);
        expect(index).toBeDefined();
        expect(row.answer).toBe(answerFor(index ?? -1, row.order));
        expect(row.feedback).toBeTruthy();
        seen.add(`${row.interview_id}/${row.order}`);
      }
      expect(seen.size).toBe(USERS * 12);
    } finally {
      await db.close();
    }
  },
);
