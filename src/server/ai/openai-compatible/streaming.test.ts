import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, reply, startFakeLlm } from '../../../../tests/support/fake-llm';
import type { AnswerContext, InterviewContext } from '../coach';
import { parseScore } from '../parse-score';
import { createOpenAiCompatibleCoach } from './openai-compatible-coach';

const interview: InterviewContext = {
  jobTitle: 'Data Analyst',
  jobDescription: 'SQL and dashboards.',
  language: 'ru',
};
const answer: AnswerContext = { ...interview, order: 2, question: 'Почему мы?', answer: 'Рост.' };
const answers = [{ order: 1, question: 'Почему мы?', answer: 'Рост.', feedback: null }];

let llm: FakeLlm;
let waits: number[];
beforeAll(async () => {
  llm = await startFakeLlm({ chunkDelayMs: 2 });
});
afterEach(() => llm.reset());
afterAll(() => llm.close());

function coachFor(timeoutMs = 1_000) {
  waits = [];
  return createOpenAiCompatibleCoach({
    baseUrl: llm.baseUrl,
    model: 'local-model',
    timeoutMs,
    sleep: async (ms) => void waits.push(ms),
  });
}

async function collect(chunks: AsyncIterable<string>): Promise<string[]> {
  const received: string[] = [];
  for await (const chunk of chunks) received.push(chunk);
  return received;
}

// What the model streams reaches the caller a sentence at a time, each screened as it completes
// (screen-model-text.ts); the fake model sends a word per chunk, so one-word sentences show it.
describe('the OpenAI-compatible coach, streamed', () => {
  it('streams feedback in several chunks that join into the whole text', async () => {
    const content = 'Хороший ответ. Добавьте пример с цифрами.';
    llm.respondWith(reply.content(content));
    const chunks = await collect(coachFor().streamFeedback(answer));
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe(content);
    expect(llm.requests[0]?.body).toMatchObject({
      stream: true,
      temperature: 0.5,
      max_tokens: 100,
    });
    expect(llm.requests[0]?.headers.accept).toBe('text/event-stream');
  });

  it('yields the first chunk before the provider has finished', async () => {
    llm.respondWith(reply.content('One. Two. Three. Four. Five.', { chunkDelayMs: 2_000 }));
    const started = performance.now();
    const iterator = coachFor().streamFeedback(answer)[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toBe('One. ');
    expect(performance.now() - started).toBeLessThan(1_500);
    await iterator.return?.();
  });

  it('streams the assessment with its Russian headings and score', async () => {
    const text = (await collect(coachFor().streamAssessment({ ...interview, answers }))).join('');
    expect(text).toMatch(/## Сильные стороны/);
    expect(parseScore(text)).toBe(78);
    expect(llm.requests[0]?.body).toMatchObject({
      stream: true,
      temperature: 0.5,
      max_tokens: 1000,
    });
  });

  it('retries a 503 before the first chunk', async () => {
    llm.respondWith(reply.status(503, 'busy'), reply.rateLimited('1'));
    const chunks = await collect(coachFor().streamFeedback(answer));
    expect(chunks.join('')).toMatch(/Понятный ответ/);
    expect(llm.requests).toHaveLength(3);
    expect(waits[1]).toBe(1000);
  });

  it('does not retry once a chunk was yielded; a dropped stream is a network error', async () => {
    llm.respondWith(reply.content('One. Two. Three. Four.', { cutAfterChunks: 2 }));
    const received: string[] = [];
    const error = await (async () => {
      for await (const chunk of coachFor().streamFeedback(answer)) received.push(chunk);
    })().catch((caught: unknown) => caught);
    expect(received).toEqual(['One. ', 'Two. ']);
    expect(error).toMatchObject({ kind: 'network' });
    expect(llm.requests).toHaveLength(1);
  });

  it('times out a stream that stops sending, without retrying after a chunk', async () => {
    llm.respondWith(reply.content('Slow. Words here.', { chunkDelayMs: 2_000 }));
    const received: string[] = [];
    const error = await (async () => {
      for await (const chunk of coachFor(400).streamFeedback(answer)) received.push(chunk);
    })().catch((caught: unknown) => caught);
    expect(received).toEqual(['Slow. ']);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(llm.requests).toHaveLength(1);
  });

  it('reports a broken or empty stream as an invalid response', async () => {
    llm.respondWith(reply.broken());
    await expect(collect(coachFor().streamFeedback(answer))).rejects.toMatchObject({
      message: 'Received invalid response structure from OpenAI.',
    });
    llm.respondWith(reply.empty());
    await expect(
      collect(coachFor().streamAssessment({ ...interview, answers })),
    ).rejects.toMatchObject({
      kind: 'invalid_response',
    });
  });

  it('stops when the caller aborts mid-stream', async () => {
    llm.respondWith(reply.content('A. B. C. D. E. F. G. H. I. J.', { chunkDelayMs: 50 }));
    const controller = new AbortController();
    const received: string[] = [];
    const error = await (async () => {
      for await (const chunk of coachFor().streamFeedback(answer, { signal: controller.signal })) {
        received.push(chunk);
        if (received.length === 2) controller.abort();
      }
    })().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(received).toHaveLength(2);
    expect(llm.requests).toHaveLength(1);
  });

  it('releases the connection when the caller stops reading early', async () => {
    llm.respondWith(reply.content('A. B. C. D. E. F. G. H. I. J.', { chunkDelayMs: 20 }));
    for await (const chunk of coachFor().streamFeedback(answer)) {
      expect(chunk).toBe('A. ');
      break;
    }
    // The next call is answered normally: nothing was left waiting.
    expect(await coachFor().giveFeedback(answer)).toMatch(/Понятный ответ/);
  });
});
