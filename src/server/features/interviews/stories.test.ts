import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signUp } from '../../../../tests/support/sign-up';
import { type TestApp, createTestApp, jsonRequest } from '../../../../tests/support/test-app';
import { BACKEND_JOB } from './testing/sample-job';

// The story bank (issue 21): best answers kept under their own titles and skills, each user's
// alone, with clear refusals in the request's language.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const STORY = {
  title: 'Cutting checkout latency',
  body: 'When checkout timed out under load, I profiled the queries, added an index and a cache; p95 fell by 45% in two weeks.',
  skills: ['PostgreSQL', 'performance', 'postgresql'],
};

async function call(options: {
  method: string;
  path: string;
  cookie: string;
  body?: object;
  language?: string;
}) {
  const res = await t.app.request(
    options.path,
    options.body === undefined && options.method !== 'POST' && options.method !== 'PATCH'
      ? {
          method: options.method,
          headers: { cookie: options.cookie, origin: 'http://hireready.test' },
        }
      : jsonRequest(options.method, options.body ?? {}, {
          language: options.language,
          headers: { cookie: options.cookie },
        }),
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('the story bank', () => {
  it('saves a story from an interview, lists it, renames it and deletes it', async () => {
    const { cookie } = await signUp(t.app, 'ada@example.com', 'Ada');
    const started = await t.app.request(
      '/api/interviews',
      jsonRequest('POST', BACKEND_JOB, { headers: { cookie } }),
    );
    const interviewId = ((await started.json()) as { interview: { id: string } }).interview.id;

    const saved = await call({
      method: 'POST',
      path: '/api/stories',
      cookie,
      body: { ...STORY, interviewId, questionOrder: 4 },
    });
    expect(saved.status).toBe(201);
    const story = saved.body.story as { id: string; skills: string[]; interviewId: string };
    // The same skill twice is kept once.
    expect(story.skills).toEqual(['postgresql', 'performance']);
    expect(story.interviewId).toBe(interviewId);

    const renamed = await call({
      method: 'PATCH',
      path: `/api/stories/${story.id}`,
      cookie,
      body: { title: 'The checkout fix', skills: ['SQL'] },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.story).toMatchObject({
      title: 'The checkout fix',
      skills: ['SQL'],
      body: STORY.body,
    });

    const listed = await call({ method: 'GET', path: '/api/stories', cookie });
    expect((listed.body.stories as Array<{ title: string }>).map((s) => s.title)).toEqual([
      'The checkout fix',
    ]);
    expect(
      (await call({ method: 'DELETE', path: `/api/stories/${story.id}`, cookie })).status,
    ).toBe(200);
    expect((await call({ method: 'GET', path: '/api/stories', cookie })).body.stories).toEqual([]);
  });

  it("keeps each user's stories to themselves: another user's story or interview is not found", async () => {
    const ada = await signUp(t.app, 'ada@example.com', 'Ada');
    const bob = await signUp(t.app, 'bob@example.com', 'Bob');
    const saved = await call({
      method: 'POST',
      path: '/api/stories',
      cookie: ada.cookie,
      body: STORY,
    });
    const id = (saved.body.story as { id: string }).id;

    expect(
      (await call({ method: 'GET', path: '/api/stories', cookie: bob.cookie })).body.stories,
    ).toEqual([]);
    for (const request of [
      { method: 'PATCH', body: { title: 'Mine now' } },
      { method: 'DELETE' },
    ]) {
      const refused = await call({ ...request, path: `/api/stories/${id}`, cookie: bob.cookie });
      expect(refused.status).toBe(404);
      expect(refused.body.error).toMatchObject({ code: 'story_not_found' });
    }
    const started = await t.app.request(
      '/api/interviews',
      jsonRequest('POST', BACKEND_JOB, { headers: { cookie: ada.cookie } }),
    );
    const adasInterview = ((await started.json()) as { interview: { id: string } }).interview.id;
    const foreign = await call({
      method: 'POST',
      path: '/api/stories',
      cookie: bob.cookie,
      body: { ...STORY, interviewId: adasInterview },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toMatchObject({ code: 'interview_not_found' });
  });

  it('refuses a story without a title or text, or with too many skills, in Russian', async () => {
    const { cookie } = await signUp(t.app, 'olga@example.com', 'Ольга');
    const noTitle = await call({
      method: 'POST',
      path: '/api/stories',
      cookie,
      body: { ...STORY, title: '  ' },
      language: 'ru',
    });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error).toMatchObject({
      code: 'story_title_required',
      message:
        'Дайте истории название, например, что она показывает: «Успокоил недовольного клиента».',
    });
    const noBody = await call({
      method: 'POST',
      path: '/api/stories',
      cookie,
      body: { ...STORY, body: '' },
    });
    expect(noBody.body.error).toMatchObject({ code: 'story_body_required' });
    const tooMany = await call({
      method: 'POST',
      path: '/api/stories',
      cookie,
      body: { ...STORY, skills: Array.from({ length: 9 }, (_, index) => `skill ${index}`) },
    });
    expect(tooMany.body.error).toMatchObject({ code: 'story_skills_invalid' });
  });
});
