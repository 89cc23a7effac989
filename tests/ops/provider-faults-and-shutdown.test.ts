import { mkdtempSync, rmSync } from 'node:fs';
import { type Socket, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, defaultReply, reply, startFakeLlm } from '../support/fake-llm';
import { sampleAssessment } from '../support/fake-llm-replies';
import { type SignedUp, callApi, signUpOver, streamApi } from '../support/http-client';
import { openDataDirDatabase } from '../support/data-dir-database';
import { type ServerProcess, startServer } from '../support/server-process';
import {
  JOB,
  answerOver,
  answerText,
  interviewOver,
  startInterviewOver,
} from './helpers/interviews';

// The real process with a model behind it (a fake OpenAI-compatible provider on loopback).
// 1. The provider misbehaves (429, 503, garbage, silence): people get clear answers within a
//    bounded time, the retries are bounded, and nothing they typed is lost.
// 2. SIGTERM arrives while final assessments are still streaming (one reader has left), with the
//    default 65 s keep-alive and a connection that never sends a request: the responses complete,
//    new connections are refused, the process exits 0 within 10 seconds, and both reports are
//    stored.
// (Each fault's details are unit-tested in src/server/ai/openai-compatible; here the whole path
// runs through the process, its configuration and HTTP.)

const AI_TIMEOUT_MS = 1_000;
const UNAVAILABLE_FEEDBACK = 'Feedback unavailable.';

let llm: FakeLlm;
let server: ServerProcess;
let baseUrl: string;
let user: SignedUp;
let interviewId: string;
const dataDir = mkdtempSync(join(tmpdir(), 'hireready-faults-'));

beforeAll(async () => {
  llm = await startFakeLlm({ chunkDelayMs: 1 });
  server = await startServer({
    DATA_DIR: dataDir,
    AI_BASE_URL: llm.baseUrl,
    AI_API_KEY: 'sk-test-key',
    AI_MODEL: 'test-model',
    AI_TIMEOUT_MS: String(AI_TIMEOUT_MS),
    LOG_LEVEL: 'warn',
  });
  baseUrl = `http://127.0.0.1:${server.port}`;
  user = await signUpOver(baseUrl, 'faults@example.com');
});

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  await llm?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an AI provider that misbehaves', () => {
  it('refuses to start an interview with the provider’s reason after three tries of a 503, storing nothing', async () => {
    llm.reset();
    llm.setResponder(() => reply.status(503, 'model overloaded'));
    const res = await callApi<{ error: { code: string; message: string } }>(
      baseUrl,
      '/api/interviews',
      { body: JOB, cookie: user.cookie },
    );
    llm.setResponder(null);
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('questions_failed');
    expect(res.body.error.message).toBe(
      'Failed to get questions from AI: Service Unavailable - model overloaded',
    );
    expect(llm.requests).toHaveLength(3);
    const list = await callApi<{ interviews: unknown[] }>(baseUrl, '/api/interviews', {
      cookie: user.cookie,
    });
    expect(list.body.interviews).toEqual([]);
  });

  it('waits out a 429 as long as Retry-After asks, once, then starts the interview', async () => {
    llm.reset();
    llm.respondWith(reply.rateLimited(1));
    const started = performance.now();
    interviewId = await startInterviewOver(baseUrl, user.cookie);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(llm.requestsFor('questions')).toHaveLength(2);
  });

  it('keeps every answer when feedback fails, is garbage or never comes, within bounded time', async () => {
    llm.reset();
    // Q1: the provider keeps failing. Q2: it answers garbage. Q3: it never answers.
    llm.setResponder(() => reply.status(503, 'model overloaded'));
    const first = await answerOver(baseUrl, user.cookie, {
      interviewId,
      order: 1,
      answer: answerText('Faults', 1),
    });
    expect(llm.requests).toHaveLength(3);

    llm.reset();
    llm.setResponder(() => reply.broken());
    const second = await answerOver(baseUrl, user.cookie, {
      interviewId,
      order: 2,
      answer: answerText('Faults', 2),
    });
    // An answer that does not parse is not retried: it would fail the same way.
    expect(llm.requests).toHaveLength(1);

    llm.reset();
    llm.setResponder(() => reply.hang());
    const started = performance.now();
    const third = await answerOver(baseUrl, user.cookie, {
      interviewId,
      order: 3,
      answer: answerText('Faults', 3),
    });
    const waited = performance.now() - started;
    expect(llm.requests).toHaveLength(3);
    // Three timed-out attempts and two pauses (about 0.5 s and 1 s): some 4.5 s, and the bound
    // leaves room for a busy machine; what matters is that it ends.
    expect(waited).toBeGreaterThanOrEqual(3 * AI_TIMEOUT_MS);
    expect(waited).toBeLessThan(10_000);
    llm.setResponder(null);

    for (const [index, res] of [first, second, third].entries()) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        feedback: UNAVAILABLE_FEEDBACK,
        feedbackFailed: true,
        nextOrder: index + 2,
        isCompleted: false,
        // No follow-up on an answer the coach could not read.
        followUp: null,
      });
    }
    const interview = await interviewOver(baseUrl, user.cookie, interviewId);
    expect(interview.nextOrder).toBe(4);
    expect(interview.questions.slice(0, 3)).toMatchObject(
      [1, 2, 3].map((order) => ({
        answer: answerText('Faults', order),
        feedback: UNAVAILABLE_FEEDBACK,
      })),
    );
  });
});

describe('SIGTERM while assessments stream', () => {
  it('finishes the streams (even one whose reader left), refuses new connections and exits 0 within 10 s', async () => {
    llm.reset();
    // Two interviews one answer from the end: the one above, and one whose reader will leave.
    const leftId = await startInterviewOver(baseUrl, user.cookie);
    for (let order = 1; order <= 11; order += 1) {
      for (const [id, from] of [
        [interviewId, 4],
        [leftId, 1],
      ] as const) {
        if (order < from) continue;
        const res = await answerOver(baseUrl, user.cookie, {
          interviewId: id,
          order,
          answer: answerText('Faults', order),
        });
        expect(res.status).toBe(200);
      }
    }
    // The model writes the final report slowly: two to three seconds for all of it.
    llm.setResponder((request) =>
      request.task === 'assessment'
        ? reply.content(sampleAssessment(), { chunkDelayMs: 25 })
        : defaultReply(request),
    );

    const left = new AbortController();
    let hasLeftStarted = false;
    const leaving = fetch(`${baseUrl}/api/interviews/${leftId}/answers/stream`, {
      method: 'POST',
      signal: left.signal,
      headers: { 'Content-Type': 'application/json', cookie: user.cookie },
      body: JSON.stringify({ order: 12, answer: answerText('Faults', 12) }),
    }).then(async (res) => {
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      let text = '';
      while (!text.includes('event: assessment')) {
        text += new TextDecoder().decode((await reader.read()).value);
      }
      hasLeftStarted = true;
    });

    let signalledAt = 0;
    let eventsAfterSignal = 0;
    let isAssessing = false;
    const stream = streamApi(baseUrl, `/api/interviews/${interviewId}/answers/stream`, {
      body: { order: 12, answer: answerText('Faults', 12) },
      cookie: user.cookie,
      onEvent(event) {
        if (signalledAt > 0) eventsAfterSignal += 1;
        if (event.event === 'assessment') isAssessing = true;
      },
    });
    await waitUntil(() => isAssessing && hasLeftStarted);
    // The reader of the second closes the tab; the server keeps writing its report regardless.
    left.abort();
    await leaving;
    // A connection opened ahead of a request that never comes (fetch may reconnect so after the
    // abort; balancers keep such warm connections): it must not hold the drain open.
    const unused = await openConnection(server.port);
    // Once the server has answered a later request, it has taken that connection in.
    expect((await fetch(`${baseUrl}/livez`)).status).toBe(200);
    signalledAt = performance.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await canConnect(server.port)).toBe(false);

    const { status, events } = await stream;
    expect(status).toBe(200);
    expect(eventsAfterSignal).toBeGreaterThan(5);
    const assessment = events
      .filter((event) => event.event === 'assessment')
      .map((event) => event.data.text)
      .join('');
    expect(assessment).toBe(sampleAssessment());
    expect(events.at(-1)).toEqual({
      event: 'done',
      data: expect.objectContaining({ isCompleted: true, nextOrder: null }),
    });

    // Exit 0 is the drained path; at SHUTDOWN_TIMEOUT_MS the server would exit 1.
    expect(await server.exited).toBe(0);
    expect(performance.now() - signalledAt).toBeLessThan(10_000);
    unused.destroy();

    // What was streamed, and what the departed reader's report became, was stored first.
    const db = await openDataDirDatabase(dataDir);
    try {
      const { rows } = await db.query<{ status: string; score: number; answers: number }>(
        `select i.status, i.score, count(q.answer)::int as answers
         from interviews i join interview_questions q on q.interview_id = i.id
         where i.id = any($1) group by i.id`,
        [[interviewId, leftId]],
      );
      expect(rows).toEqual([
        { status: 'completed', score: 78, answers: 12 },
        { status: 'completed', score: 78, answers: 12 },
      ]);
    } finally {
      await db.close();
    }
  });
});

/** A TCP connection to the server that sends nothing. */
function openConnection(port: number): Promise<Socket> {
  return new Promise((done, fail) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => {
      socket.off('error', fail);
      // The server closes it at shutdown; a reset then is expected.
      socket.on('error', () => undefined);
      done(socket);
    });
    socket.once('error', fail);
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => {
      socket.destroy();
      done(true);
    });
    socket.on('error', () => done(false));
  });
}

async function waitUntil(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
