import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS_PER_QUESTION } from '../../shared/constants';
import { SAVED_SEARCHES_MAX } from '../../shared/schemas/saved-searches';
import { STORIES_MAX } from '../../shared/schemas/stories';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { BACKEND_JOB } from './interviews/testing/sample-job';
import { type Person, call, signUp } from './vacancies/test-fixtures';

// Every cap on what one person may keep, sent at once by a client that does not wait for the
// answers: the cap holds exactly, the requests past it get the cap's own 409, and nothing else
// fails. The database is real PostgreSQL with a connection pool, so requests do run together.

let t: TestApp;
let ada: Person;
beforeEach(async () => {
  t = await createTestApp();
  ada = await signUp(t, 'Ada');
});
afterEach(async () => {
  await t.close();
});

async function atOnce(
  count: number,
  request: (n: number) => Promise<{ status: number; body: { error?: { code: string } } }>,
) {
  const answers = await Promise.all(Array.from({ length: count }, (_, n) => request(n)));
  const statuses = new Map<number, number>();
  for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  return { answers, statuses };
}

describe('caps under simultaneous requests', () => {
  it(`stores ${STORIES_MAX} stories of 150 sent at once`, async () => {
    const { answers, statuses } = await atOnce(150, (n) =>
      call(t, {
        method: 'POST',
        path: '/api/stories',
        who: ada,
        body: {
          title: `Story ${n}`,
          body: `What happened in story ${n}, and how it ended.`,
          skills: [],
        },
      }),
    );
    expect(Object.fromEntries(statuses)).toEqual({ 201: STORIES_MAX, 409: 150 - STORIES_MAX });
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body.error?.code).toBe('stories_full');
    }
    const listed = await call(t, { method: 'GET', path: '/api/stories', who: ada });
    expect(listed.body.stories).toHaveLength(STORIES_MAX);
  });

  it(`stores ${SAVED_SEARCHES_MAX} saved searches of 60 sent at once, each with one alert`, async () => {
    const { answers, statuses } = await atOnce(60, (n) =>
      call(t, {
        method: 'POST',
        path: '/api/saved-searches',
        who: ada,
        body: { name: `Search ${n}`, query: { q: `backend ${n}` } },
      }),
    );
    expect(Object.fromEntries(statuses)).toEqual({
      201: SAVED_SEARCHES_MAX,
      409: 60 - SAVED_SEARCHES_MAX,
    });
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body.error?.code).toBe('saved_searches_limit');
    }
    const listed = await call(t, { method: 'GET', path: '/api/saved-searches', who: ada });
    expect(listed.body.savedSearches).toHaveLength(SAVED_SEARCHES_MAX);
  });

  it(`keeps ${MAX_ATTEMPTS_PER_QUESTION} attempts of a question when 12 retakes arrive at once`, async () => {
    const started = await call(t, {
      method: 'POST',
      path: '/api/interviews',
      who: ada,
      body: BACKEND_JOB,
    });
    expect(started.status).toBe(201);
    const id = started.body.interview.id as string;
    const first = await call(t, {
      method: 'POST',
      path: `/api/interviews/${id}/answers`,
      who: ada,
      body: { order: 1, answer: 'I built a payments API in Node.js and cut p95 latency by 40 %.' },
    });
    expect(first.status).toBe(200);
    const { answers, statuses } = await atOnce(12, (n) =>
      call(t, {
        method: 'POST',
        path: `/api/interviews/${id}/questions/1/attempts`,
        who: ada,
        body: { answer: `Retake ${n}: I profiled the slow queries, added an index and a cache.` },
      }),
    );
    expect(Object.fromEntries(statuses)).toEqual({
      201: MAX_ATTEMPTS_PER_QUESTION - 1,
      409: 12 - (MAX_ATTEMPTS_PER_QUESTION - 1),
    });
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body.error?.code).toBe('retake_limit');
    }
  });
});
