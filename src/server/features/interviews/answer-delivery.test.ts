import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../tests/support/sign-up';
import { type TestApp, createTestApp, jsonRequest } from '../../../../tests/support/test-app';
import { BACKEND_JOB } from './testing/sample-job';

// A spoken answer is sent with how it was spoken (timing measured in the user's browser: no
// audio, no words); the results show it beside the feedback. A typed answer has none.

const DELIVERY = {
  recordingMs: 12_000,
  firstWordMs: 1_200,
  speakingMs: 8_500,
  longPauses: 1,
  longPauseMs: 1_500,
  wordsPerMinute: null,
  fillers: null,
};

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUp(t.app, 'spoken@example.com'));
});
afterAll(async () => {
  await t.close();
});

async function post(path: string, body: unknown, language = 'en') {
  return t.app.request(path, jsonRequest('POST', body, { language, headers: { cookie } }));
}

describe('the delivery of a spoken answer', () => {
  it('is kept with the answer and shown with the results; a typed answer has none', async () => {
    const started = await post('/api/interviews', BACKEND_JOB);
    const { interview } = (await started.json()) as { interview: { id: string } };
    const answers = `/api/interviews/${interview.id}/answers`;
    const spoken = await post(answers, {
      order: 1,
      answer: 'I moved the night shift onto a new rota and checked every handover myself.',
      delivery: DELIVERY,
    });
    expect(spoken.status).toBe(200);
    await spoken.text();
    const typed = await post(answers, { order: 2, answer: 'I profiled the slow queries first.' });
    expect(typed.status).toBe(200);
    await typed.text();
    const detail = (await (
      await t.app.request(`/api/interviews/${interview.id}`, { headers: { cookie } })
    ).json()) as { interview: { questions: { order: number; delivery: unknown }[] } };
    expect(detail.interview.questions[0]?.delivery).toEqual(DELIVERY);
    expect(detail.interview.questions[1]?.delivery).toBeNull();
  });

  it('refuses figures no recording could have, in the interface language, and keeps nothing', async () => {
    const started = await post('/api/interviews', BACKEND_JOB);
    const { interview } = (await started.json()) as { interview: { id: string } };
    const res = await post(
      `/api/interviews/${interview.id}/answers`,
      { order: 1, answer: 'An answer.', delivery: { ...DELIVERY, longPauses: -3 } },
      'ru',
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/[а-яё]/i);
    const detail = (await (
      await t.app.request(`/api/interviews/${interview.id}`, { headers: { cookie } })
    ).json()) as { interview: { questions: { answer: string | null }[] } };
    expect(detail.interview.questions[0]?.answer).toBeNull();
  });

  it('shows on the progress page how each finished interview was spoken, and nothing for one typed', async () => {
    const fresh = await signUp(t.app, 'progress-spoken@example.com');
    const send = (path: string, body: unknown) =>
      t.app.request(path, jsonRequest('POST', body, { headers: { cookie: fresh.cookie } }));
    const finish = async (spokenOrders: number[]) => {
      const started = await send('/api/interviews', BACKEND_JOB);
      const { interview } = (await started.json()) as { interview: { id: string } };
      for (let order = 1; order <= 12; order += 1) {
        const delivery = spokenOrders.includes(order)
          ? { ...DELIVERY, firstWordMs: 1_000 * order, longPauses: order % 2 }
          : undefined;
        const res = await send(`/api/interviews/${interview.id}/answers`, {
          order,
          answer: `On my last ward I checked each handover myself, answer ${order}.`,
          ...(delivery ? { delivery } : {}),
        });
        expect(res.status).toBe(200);
        await res.text();
      }
      return interview.id;
    };
    const typed = await finish([]);
    const spoken = await finish([1, 2, 3]);
    const res = await t.app.request('/api/interviews/progress', {
      headers: { cookie: fresh.cookie },
    });
    const body = (await res.json()) as {
      interviews: { id: string; delivery: Record<string, unknown> | null }[];
    };
    const byId = new Map(body.interviews.map((entry) => [entry.id, entry.delivery]));
    expect(byId.get(typed)).toBeNull();
    expect(byId.get(spoken)).toEqual({
      spoken: 3,
      medianFirstWordMs: 2_000,
      longPauses: 2,
      answersWithLongPauses: 2,
      wordsPerMinute: null,
    });
  });
});
