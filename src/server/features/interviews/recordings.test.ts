import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../tests/support/sign-up';
import { type TestApp, createTestApp, jsonRequest } from '../../../../tests/support/test-app';
import { BACKEND_JOB } from './testing/sample-job';

// A spoken answer's recording is kept only when the user chooses to: in this site's storage,
// played back only to its owner, deleted on request, with the interview and with the account.

let t: TestApp;
let owner: string;
let ownerId: string;
let stranger: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie: owner, id: ownerId } = await signUp(t.app, 'kept-voice@example.com'));
  ({ cookie: stranger } = await signUp(t.app, 'other-voice@example.com'));
});
afterAll(async () => {
  await t.close();
});

const AUDIO = new Uint8Array([
  0x1a,
  0x45,
  0xdf,
  0xa3,
  ...Array.from({ length: 2000 }, (_, i) => i % 251),
]);

async function startInterview(cookie = owner) {
  const res = await t.app.request(
    '/api/interviews',
    jsonRequest('POST', BACKEND_JOB, { headers: { cookie } }),
  );
  return ((await res.json()) as { interview: { id: string } }).interview.id;
}

async function answer(id: string, order: number) {
  const res = await t.app.request(
    `/api/interviews/${id}/answers`,
    jsonRequest(
      'POST',
      { order, answer: 'I moved the night shift onto a new rota and checked every handover.' },
      { headers: { cookie: owner } },
    ),
  );
  expect(res.status).toBe(200);
  await res.text();
}

function keep(
  path: string,
  options: {
    cookie?: string;
    body?: Uint8Array<ArrayBuffer>;
    type?: string;
    language?: string;
  } = {},
) {
  return t.app.request(`${path}/recording`, {
    method: 'PUT',
    headers: {
      cookie: options.cookie ?? owner,
      'Content-Type': options.type ?? 'audio/webm;codecs=opus',
      'Accept-Language': options.language ?? 'en',
    },
    body: options.body ?? AUDIO,
  });
}

const detailOf = async (id: string) =>
  (
    (await (
      await t.app.request(`/api/interviews/${id}`, { headers: { cookie: owner } })
    ).json()) as {
      interview: { questions: { order: number; hasRecording: boolean }[] };
    }
  ).interview.questions;

describe('a kept recording', () => {
  it('is stored for an answer already saved, played back to its owner only, and deleted on request', async () => {
    const id = await startInterview();
    await answer(id, 1);
    const question = `/api/interviews/${id}/questions/1`;
    const kept = await keep(question);
    expect(kept.status).toBe(201);
    expect((await detailOf(id))[0]?.hasRecording).toBe(true);
    expect((await detailOf(id))[1]?.hasRecording).toBe(false);

    const played = await t.app.request(`${question}/recording`, { headers: { cookie: owner } });
    expect(played.status).toBe(200);
    expect(played.headers.get('Content-Type')).toBe('audio/webm;codecs=opus');
    expect(played.headers.get('Cache-Control')).toContain('no-store');
    expect(new Uint8Array(await played.arrayBuffer())).toEqual(AUDIO);

    // Another user's session, and a made-up interview, find nothing.
    for (const path of [
      `${question}/recording`,
      `/api/interviews/not-a-uuid/questions/1/recording`,
    ]) {
      const res = await t.app.request(path, { headers: { cookie: stranger } });
      expect(res.status).toBe(404);
      await res.text();
    }
    const theirs = await keep(question, { cookie: stranger });
    expect(theirs.status).toBe(404);
    await theirs.text();
    const theirDelete = await t.app.request(`${question}/recording`, {
      method: 'DELETE',
      headers: { cookie: stranger },
    });
    expect(theirDelete.status).toBe(404);
    expect(await t.storage.exists(`recordings/${ownerId}/${id}/1`)).toBe(true);

    const removed = await t.app.request(`${question}/recording`, {
      method: 'DELETE',
      headers: { cookie: owner },
    });
    expect(removed.status).toBe(200);
    expect((await detailOf(id))[0]?.hasRecording).toBe(false);
    expect(await t.storage.exists(`recordings/${ownerId}/${id}/1`)).toBe(false);
    const gone = await t.app.request(`${question}/recording`, { headers: { cookie: owner } });
    expect(gone.status).toBe(404);
  });

  it('is refused, in the interface language and with nothing stored, before the answer, for what is not audio, and empty', async () => {
    const id = await startInterview();
    const early = await keep(`/api/interviews/${id}/questions/2`, { language: 'ru' });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { message: string } }).error.message).toMatch(/ответ/);
    await answer(id, 1);
    const notAudio = await keep(`/api/interviews/${id}/questions/1`, { type: 'text/html' });
    expect(notAudio.status).toBe(400);
    await notAudio.text();
    const empty = await keep(`/api/interviews/${id}/questions/1`, { body: new Uint8Array(0) });
    expect(empty.status).toBe(400);
    await empty.text();
    const outOfRange = await keep(`/api/interviews/${id}/questions/13`);
    expect(outOfRange.status).toBe(404);
    await outOfRange.text();
    expect((await detailOf(id)).some((question) => question.hasRecording)).toBe(false);
  });

  it('goes with its interview when the interview is deleted (by its owner only)', async () => {
    const id = await startInterview();
    await answer(id, 1);
    (await keep(`/api/interviews/${id}/questions/1`)).body?.cancel();
    const key = `recordings/${ownerId}/${id}/1`;
    expect(await t.storage.exists(key)).toBe(true);

    const theirs = await t.app.request(`/api/interviews/${id}`, {
      method: 'DELETE',
      headers: { cookie: stranger },
    });
    expect(theirs.status).toBe(404);
    expect(await t.storage.exists(key)).toBe(true);

    const deleted = await t.app.request(`/api/interviews/${id}`, {
      method: 'DELETE',
      headers: { cookie: owner },
    });
    expect(deleted.status).toBe(200);
    expect(await t.storage.exists(key)).toBe(false);
    const after = await t.app.request(`/api/interviews/${id}`, { headers: { cookie: owner } });
    expect(after.status).toBe(404);
    const list = (await (
      await t.app.request('/api/interviews', { headers: { cookie: owner } })
    ).json()) as {
      interviews: { id: string }[];
    };
    expect(list.interviews.map((interview) => interview.id)).not.toContain(id);
  });
});
