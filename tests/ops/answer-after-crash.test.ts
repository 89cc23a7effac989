import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { type FakeLlm, defaultReply, startFakeLlm } from '../support/fake-llm';
import { type SignedUp, signUpOver, streamApi } from '../support/http-client';
import { type ServerProcess, startServer } from '../support/server-process';
import { answerOver, answerText, interviewOver, startInterviewOver } from './helpers/interviews';

// kill -9 while a model is streaming the feedback on question 4 of two interviews, then a
// restart on the same data (embedded database). The process that held the work is gone, so:
// - Ada sends the same answer again and gets its feedback written at once, not after minutes;
// - Ben does not resend it and goes on to question 12: the interview is completed only with
//   feedback on every answer, the abandoned one included.

const servers: ServerProcess[] = [];
let llm: FakeLlm;
const dataDir = mkdtempSync(join(tmpdir(), 'hireready-answer-crash-'));
afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
    }
    await server.exited;
  }
  await llm?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function serverEnv(): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    AI_BASE_URL: llm.baseUrl,
    AI_API_KEY: 'sk-test-key',
    AI_MODEL: 'test-model',
    LOG_LEVEL: 'warn',
  };
}

it('finishes the feedback a killed process was streaming, on a retry or before the interview ends', async () => {
  llm = await startFakeLlm({ chunkDelayMs: 1 });
  const first = await startServer(serverEnv());
  servers.push(first);
  const baseUrl = `http://127.0.0.1:${first.port}`;
  const people: Array<SignedUp & { interviewId: string; name: string }> = [];
  for (const name of ['Ada', 'Ben']) {
    const user = await signUpOver(baseUrl, `${name.toLowerCase()}@example.com`);
    const interviewId = await startInterviewOver(baseUrl, user.cookie);
    for (let order = 1; order <= 3; order += 1) {
      const res = await answerOver(baseUrl, user.cookie, {
        interviewId,
        order,
        answer: answerText(name, order),
      });
      expect(res.status).toBe(200);
    }
    people.push({ ...user, interviewId, name });
  }

  // The model sends the first sentence of each feedback (four words: the coach passes on whole
  // sentences) and then stalls; the process dies meanwhile.
  llm.setResponder((request) => {
    const normal = defaultReply(request);
    if (request.task !== 'feedback' || normal.type !== 'content') return normal;
    return { ...normal, pauseAfterChunks: 4, resume: new Promise(() => undefined) };
  });
  let streamed = 0;
  const bothStreaming = new Promise<void>((resolve) => {
    for (const person of people) {
      void streamApi(baseUrl, `/api/interviews/${person.interviewId}/answers/stream`, {
        body: { order: 4, answer: answerText(person.name, 4) },
        cookie: person.cookie,
        onEvent: (event) => {
          if (event.event === 'feedback' && (streamed += 1) === people.length) resolve();
        },
      }).catch(() => undefined);
    }
  });
  await bothStreaming;
  first.child.kill('SIGKILL');
  await first.exited;
  llm.setResponder(null);

  const second = await startServer(serverEnv(), { port: first.port });
  servers.push(second);
  const [ada, ben] = people as [(typeof people)[0], (typeof people)[0]];

  // Ada retries the same answer: the retry writes the feedback itself.
  const before = llm.requestsFor('feedback').length;
  const retry = await answerOver(baseUrl, ada.cookie, {
    interviewId: ada.interviewId,
    order: 4,
    answer: answerText('Ada', 4),
  });
  expect(retry.status).toBe(200);
  expect(retry.body).toMatchObject({ feedbackFailed: false, nextOrder: 5, isCompleted: false });
  expect(retry.body.feedback).toContain('Clear and relevant answer');
  expect(llm.requestsFor('feedback').length).toBe(before + 1);
  const adaInterview = await interviewOver(baseUrl, ada.cookie, ada.interviewId);
  expect(adaInterview.questions[3]?.feedback).toBe(retry.body.feedback);

  // Ben never resends question 4 and finishes the interview.
  for (let order = 5; order <= 12; order += 1) {
    const res = await answerOver(baseUrl, ben.cookie, {
      interviewId: ben.interviewId,
      order,
      answer: answerText('Ben', order),
    });
    expect(res.status).toBe(200);
  }
  const benInterview = await interviewOver(baseUrl, ben.cookie, ben.interviewId);
  expect(benInterview.status).toBe('completed');
  expect(benInterview.questions.map((question) => question.feedback)).not.toContain(null);
  expect(benInterview.questions[3]?.answer).toBe(answerText('Ben', 4));
  expect(benInterview.questions[3]?.feedback).toContain('Clear and relevant answer');
});
