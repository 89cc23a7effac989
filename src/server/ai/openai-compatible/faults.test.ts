import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, reply, startFakeLlm } from '../../../../tests/support/fake-llm';
import type { AnswerContext, InterviewContext } from '../coach';
import { CoachError } from '../coach-error';
import { createOpenAiCompatibleCoach } from './openai-compatible-coach';

const interview: InterviewContext = {
  jobTitle: 'QA Engineer',
  jobDescription: 'Test web apps.',
  language: 'en',
};
const answer: AnswerContext = { ...interview, order: 1, question: 'Why QA?', answer: 'I like it.' };

let llm: FakeLlm;
let waits: number[];
beforeAll(async () => {
  llm = await startFakeLlm({ chunkDelayMs: 1 });
});
afterEach(() => llm.reset());
afterAll(() => llm.close());

function coachFor(options: { timeoutMs?: number; baseUrl?: string } = {}) {
  waits = [];
  return createOpenAiCompatibleCoach({
    baseUrl: llm.baseUrl,
    apiKey: 'sk-test',
    model: 'test-model',
    timeoutMs: 200,
    // Records the pauses instead of taking them.
    sleep: async (ms) => void waits.push(ms),
    ...options,
  });
}

describe('the OpenAI-compatible coach under provider faults', () => {
  it('gives up after 3 attempts on a repeated 500, with the spec message', async () => {
    llm.respondWith(
      reply.serverError('boom'),
      reply.serverError('boom'),
      reply.serverError('boom'),
    );
    await expect(coachFor().giveFeedback(answer)).rejects.toMatchObject({
      kind: 'provider_status',
      status: 500,
      message: 'OpenAI request failed (500): boom',
    });
    expect(llm.requests).toHaveLength(3);
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(400);
    expect(waits[0]).toBeLessThanOrEqual(600);
    expect(waits[1]).toBeGreaterThanOrEqual(800);
    expect(waits[1]).toBeLessThanOrEqual(1200);
  });

  it('words a failed questions call the way the interview start reports it', async () => {
    llm.respondWith(...Array.from({ length: 3 }, () => reply.serverError('model overloaded')));
    await expect(coachFor().generateQuestions(interview)).rejects.toThrowError(
      'Failed to get questions from AI: Internal Server Error - model overloaded',
    );
  });

  it('recovers from a 500 on the next attempt', async () => {
    llm.respondWith(reply.serverError());
    expect(await coachFor().generateQuestions(interview)).toHaveLength(12);
    expect(llm.requests).toHaveLength(2);
  });

  it('waits as long as Retry-After says after a 429, then succeeds', async () => {
    llm.respondWith(reply.rateLimited(2));
    const assessment = await coachFor().assess({ ...interview, answers: [] });
    expect(assessment.score).toBe(78);
    expect(waits).toEqual([2000]);
    expect(llm.requests).toHaveLength(2);
  });

  it('does not retry a 400, and passes on the provider message', async () => {
    llm.respondWith(reply.status(400, "Invalid value for 'model'."));
    await expect(coachFor().giveFeedback(answer)).rejects.toMatchObject({
      status: 400,
      message: "OpenAI request failed (400): Invalid value for 'model'.",
    });
    expect(llm.requests).toHaveLength(1);
  });

  it('reads an error worded the Ollama way or as plain text', async () => {
    llm.respondWith(reply.json({ error: 'model "llama9" not found' }, 404));
    await expect(coachFor().giveFeedback(answer)).rejects.toThrowError(
      'OpenAI request failed (404): model "llama9" not found',
    );
    llm.respondWith(reply.json({}, 401));
    await expect(coachFor().giveFeedback(answer)).rejects.toThrowError(
      'OpenAI request failed (401): {}',
    );
  });

  it('times out a provider that never answers, after retrying it', async () => {
    llm.setResponder(() => reply.hang());
    const started = performance.now();
    const error = await coachFor()
      .giveFeedback(answer)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CoachError);
    expect(error).toMatchObject({
      kind: 'timeout',
      message: 'The AI provider did not answer within 0.2 s.',
    });
    expect(llm.requests).toHaveLength(3);
    expect(waits).toHaveLength(2);
    expect(performance.now() - started).toBeGreaterThanOrEqual(3 * 190);
  });

  it('reports an unreachable provider as a network error, after retrying', async () => {
    const baseUrl = `http://127.0.0.1:${await closedPort()}/v1`;
    await expect(coachFor({ baseUrl }).giveFeedback(answer)).rejects.toMatchObject({
      kind: 'network',
      message: expect.stringMatching(/^Could not reach the AI provider: .*ECONNREFUSED/),
    });
    expect(waits).toHaveLength(2);
  });

  it('stops at once when the caller aborts, without retrying', async () => {
    llm.setResponder(() => reply.hang());
    const controller = new AbortController();
    const call = coachFor({ timeoutMs: 5_000 }).giveFeedback(answer, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(llm.requests).toHaveLength(1);
    expect(waits).toHaveLength(0);
  });

  it('does not start when the caller already gave up', async () => {
    const signal = AbortSignal.abort();
    await expect(coachFor().generateQuestions(interview, { signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(llm.requests).toHaveLength(0);
  });
});

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 1;
}
