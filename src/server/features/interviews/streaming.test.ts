import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeLlm, reply } from '../../../../tests/support/fake-llm';
import { sampleFeedback } from '../../../../tests/support/fake-llm-replies';
import { signUp } from '../../../../tests/support/sign-up';
import { type ModelTestApp, createTestApp, jsonRequest } from '../../../../tests/support/test-app';
import { type SseEvent, readSseEvents } from '../../../shared/sse';
import { interviewQuestions } from '../../db/schema';
import { BACKEND_JOB as JOB } from './testing/sample-job';
import { honestAnswer } from '../../../../tests/support/corpus-answers';

// Feedback and the assessment as server-sent events: the words reach the page while the model is
// still writing, what is stored is what was streamed, and refusals stay plain JSON errors.

let t: ModelTestApp;
let llm: FakeLlm;
beforeEach(async () => {
  t = await createTestApp({ model: true });
  llm = t.llm;
});
afterEach(async () => {
  await t.close();
});

async function startInterview(cookie: string, job = JOB) {
  const res = await t.app.request(
    '/api/interviews',
    jsonRequest('POST', job, { headers: { cookie } }),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { interview: { id: string } }).interview.id;
}

function streamAnswer(cookie: string, id: string, order: number, language = 'en') {
  return t.app.request(
    `/api/interviews/${id}/answers/stream`,
    jsonRequest('POST', { order, answer: honestAnswer(order) }, { language, headers: { cookie } }),
  );
}

async function eventsOf(res: Response) {
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: Array<{ event: string; data: Record<string, unknown> }> = [];
  for await (const { event, data } of readSseEvents(res.body as ReadableStream<Uint8Array>)) {
    events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
  }
  return events;
}

const textOf = (events: Array<{ event: string; data: Record<string, unknown> }>, name: string) =>
  events
    .filter((event) => event.event === name)
    .map((event) => event.data.text)
    .join('');

async function storedFeedback(id: string, order: number) {
  const [row] = await t.database.db
    .select({ answer: interviewQuestions.answer, feedback: interviewQuestions.feedback })
    .from(interviewQuestions)
    .where(and(eq(interviewQuestions.interviewId, id), eq(interviewQuestions.order, order)));
  return row;
}

describe('streamed answers', () => {
  it('streams the feedback piece by piece, then stores and confirms exactly what was streamed', async () => {
    const { cookie } = await signUp(t.app, 'ada@example.com');
    const id = await startInterview(cookie);
    const events = await eventsOf(await streamAnswer(cookie, id, 1));

    const pieces = events.filter((event) => event.event === 'feedback');
    expect(pieces.length).toBeGreaterThan(1);
    expect(textOf(events, 'feedback')).toBe(sampleFeedback('en'));
    expect(events.map((event) => event.event).slice(-2)).toEqual(['feedback-end', 'done']);
    expect(events.at(-1)?.data).toEqual({
      feedback: sampleFeedback('en'),
      feedbackFailed: false,
      nextOrder: 2,
      isCompleted: false,
      // The answer has what its question needs: no follow-up.
      followUp: null,
    });
    expect((await storedFeedback(id, 1))?.feedback).toBe(sampleFeedback('en'));
    const [request] = llm.requestsFor('feedback');
    expect(request?.body).toMatchObject({ stream: true, temperature: 0.5, max_tokens: 100 });
  });

  it('delivers the first words before the model has finished writing', async () => {
    const { cookie } = await signUp(t.app, 'ada@example.com');
    const id = await startInterview(cookie);
    // The model writes one word every 150 ms: the whole feedback takes well over a second.
    llm.respondWith(reply.content(sampleFeedback('en'), { chunkDelayMs: 150 }));
    const res = await streamAnswer(cookie, id, 1);
    const events = readSseEvents(res.body as ReadableStream<Uint8Array>);
    const first = (await events.next()).value as SseEvent;
    expect(first.event).toBe('feedback');
    expect(sampleFeedback('en').startsWith((JSON.parse(first.data) as { text: string }).text)).toBe(
      true,
    );
    // The answer is already saved; the feedback is not, since the model is still writing it.
    expect(await storedFeedback(id, 1)).toMatchObject({ feedback: null });
    expect((await storedFeedback(id, 1))?.answer).toBe(honestAnswer(1));
    for await (const _ of events) {
      // Read to the end.
    }
    expect((await storedFeedback(id, 1))?.feedback).toBe(sampleFeedback('en'));
  });

  it('replaces feedback cut off midway with the fallback, keeps the answer and moves on', async () => {
    const { cookie } = await signUp(t.app, 'ada@example.com');
    const id = await startInterview(cookie);
    // Cut after its first sentence ("Clear and relevant answer. "), which was shown.
    llm.respondWith(reply.content(sampleFeedback('en'), { cutAfterChunks: 5 }));
    const events = await eventsOf(await streamAnswer(cookie, id, 1));
    expect(textOf(events, 'feedback')).toBe('Clear and relevant answer. ');
    expect(events.find((event) => event.event === 'feedback-end')?.data).toEqual({
      feedback: 'Feedback unavailable.',
      feedbackFailed: true,
    });
    expect(events.at(-1)?.data).toMatchObject({ feedbackFailed: true, nextOrder: 2 });
    expect(await storedFeedback(id, 1)).toMatchObject({ feedback: 'Feedback unavailable.' });
  });

  it('after the last answer streams the assessment and stores it with the parsed score', async () => {
    const { cookie } = await signUp(t.app, 'ada@example.com');
    const id = await startInterview(cookie);
    for (let order = 1; order <= 11; order += 1)
      await eventsOf(await streamAnswer(cookie, id, order));
    const events = await eventsOf(await streamAnswer(cookie, id, 12));
    const assessment = textOf(events, 'assessment');
    expect(assessment).toContain('## Strengths');
    expect(events.at(-1)).toEqual({
      event: 'done',
      data: expect.objectContaining({ nextOrder: null, isCompleted: true }) as unknown,
    });
    const detail = await t.app.request(`/api/interviews/${id}`, { headers: { cookie } });
    const { interview } = (await detail.json()) as {
      interview: { status: string; score: number; assessment: string };
    };
    expect(interview).toMatchObject({ status: 'completed', score: 78 });
    expect(interview.assessment).toBe(assessment.trim());
    expect(llm.requestsFor('assessment')[0]?.body).toMatchObject({
      stream: true,
      temperature: 0.5,
      max_tokens: 1000,
    });
  });

  it('stores the spec fallback when the streamed assessment fails, and still says done', async () => {
    const { cookie } = await signUp(t.app, 'ada@example.com');
    const id = await startInterview(cookie);
    for (let order = 1; order <= 11; order += 1)
      await eventsOf(await streamAnswer(cookie, id, order));
    llm.setResponder((request) =>
      request.task === 'assessment' ? reply.serverError() : reply.content('Good.'),
    );
    const events = await eventsOf(await streamAnswer(cookie, id, 12, 'ru'));
    expect(events.at(-1)?.data).toMatchObject({ isCompleted: true });
    const detail = await t.app.request(`/api/interviews/${id}`, { headers: { cookie } });
    expect(await detail.json()).toMatchObject({
      interview: { status: 'completed', assessment: 'Overall assessment could not be generated.' },
    });
  });

  it('finishes and stores the feedback even when the reader leaves after the first words', async () => {
    const { cookie } = await signUp(t.app, 'ada@example.com');
    const id = await startInterview(cookie);
    llm.respondWith(reply.content(sampleFeedback('en'), { chunkDelayMs: 20 }));
    const res = await streamAnswer(cookie, id, 1);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    await reader.cancel();
    await expect
      .poll(async () => (await storedFeedback(id, 1))?.feedback, { timeout: 5000 })
      .toBe(sampleFeedback('en'));
    // The retry a reconnecting page sends gets the stored result, without asking the model again.
    const events = await eventsOf(await streamAnswer(cookie, id, 1));
    expect(events.at(-1)?.data).toMatchObject({ feedback: sampleFeedback('en'), nextOrder: 2 });
    expect(llm.requestsFor('feedback')).toHaveLength(1);
  });

  it.each([
    ['another user', 404, 'interview_not_found'],
    ['an answer out of order', 409, 'question_out_of_order'],
    ['a guest', 401, 'unauthorized'],
  ])('refuses %s with a plain JSON error before any event', async (who, status, code) => {
    const owner = await signUp(t.app, 'ada@example.com');
    const id = await startInterview(owner.cookie);
    const cookie =
      who === 'another user'
        ? (await signUp(t.app, 'eve@example.com')).cookie
        : who === 'a guest'
          ? ''
          : owner.cookie;
    const res = await streamAnswer(cookie, id, who === 'an answer out of order' ? 3 : 1);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
    expect((await storedFeedback(id, 1))?.answer).toBeNull();
    expect(llm.requestsFor('feedback')).toHaveLength(0);
  });
});
