import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, expect, it } from 'vitest';
import { type SignedUp, signUpOver } from '../support/http-client';
import { type ServerProcess, startServer } from '../support/server-process';
import { answerOver, answerText, interviewOver, startInterviewOver } from './helpers/interviews';

// kill -9 in the middle of interviews (offline coach, embedded database): several people are
// answering when the process dies without warning. After a restart on the same DATA_DIR every
// answer the server acknowledged is there, word for word; an answer that was on its way is either
// stored whole or not at all; and each interview resumes at its first unanswered question.

const USERS = 8;
const servers: ServerProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'hireready-crash-'));
afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
    }
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

interface Candidate extends SignedUp {
  interviewId: string;
  /** Orders the server answered 200 to. */
  acknowledged: number[];
}

it('keeps every acknowledged answer through kill -9 and resumes each interview where it stopped', async () => {
  const first = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  servers.push(first);
  const baseUrl = `http://127.0.0.1:${first.port}`;
  const candidates: Candidate[] = [];
  for (let index = 0; index < USERS; index += 1) {
    const user = await signUpOver(baseUrl, `crash-${index}@example.com`);
    const interviewId = await startInterviewOver(baseUrl, user.cookie);
    candidates.push({ ...user, interviewId, acknowledged: [] });
  }

  // Everyone answers as fast as the server lets them; the process is killed mid-stream.
  let isKilled = false;
  const answering = candidates.map(async (candidate, index) => {
    for (let order = 1; order <= 12 && !isKilled; order += 1) {
      const res = await answerOver(baseUrl, candidate.cookie, {
        interviewId: candidate.interviewId,
        order,
        answer: answerText(`Candidate ${index}`, order),
      }).catch(() => null);
      if (res?.status !== 200) return;
      candidate.acknowledged.push(order);
    }
  });
  await waitUntil(() => candidates.reduce((sum, c) => sum + c.acknowledged.length, 0) >= 20);
  // At an arbitrary moment, not just as a reply goes out: requests are half-way through.
  await delay(randomInt(0, 25));
  first.child.kill('SIGKILL');
  isKilled = true;
  await first.exited;
  await Promise.all(answering);
  expect(first.child.signalCode).toBe('SIGKILL');

  const second = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, { port: first.port });
  servers.push(second);
  for (const [index, candidate] of candidates.entries()) {
    // The session, the interview and the acknowledged answers all survived.
    const interview = await interviewOver(baseUrl, candidate.cookie, candidate.interviewId);
    const answered = interview.questions.filter((question) => question.answer !== null);
    const acked = candidate.acknowledged.length;
    expect(answered.length === acked || answered.length === acked + 1, `candidate ${index}`).toBe(
      true,
    );
    for (const question of answered) {
      expect(question.answer).toBe(answerText(`Candidate ${index}`, question.order));
    }
    for (const order of candidate.acknowledged) {
      expect(interview.questions[order - 1]?.feedback, `feedback ${index}/${order}`).toBeTruthy();
    }
    expect(interview.nextOrder).toBe(answered.length + 1);
  }

  // One of them finishes the interview from where it resumed.
  const [candidate] = candidates;
  if (!candidate) throw new Error('no candidate');
  const resumed = await interviewOver(baseUrl, candidate.cookie, candidate.interviewId);
  for (let order = resumed.nextOrder ?? 13; order <= 12; order += 1) {
    const res = await answerOver(baseUrl, candidate.cookie, {
      interviewId: candidate.interviewId,
      order,
      answer: answerText('Candidate 0', order),
    });
    expect(res.status).toBe(200);
  }
  const done = await interviewOver(baseUrl, candidate.cookie, candidate.interviewId);
  expect(done.status).toBe('completed');
  expect(done.questions.map((question) => question.answer)).toEqual(
    Array.from({ length: 12 }, (_, index) => answerText('Candidate 0', index + 1)),
  );
});

async function waitUntil(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
