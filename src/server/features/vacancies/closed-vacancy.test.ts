import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../../tests/support/test-app';
import { BACKEND_VACANCY, type Person, call, postVacancy, signUp } from './test-fixtures';

// A closed vacancy's link (shared, saved, in an alert mail) says what the vacancy was and when it
// closed, with a few open ones like it, instead of a bare "not found" (issue 35).

let t: TestApp;
let owner: Person;
let seeker: Person;
beforeEach(async () => {
  t = await createTestApp();
  owner = await signUp(t, 'Olga');
  seeker = await signUp(t, 'Boris');
});
afterEach(async () => {
  await t.close();
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function closedOf(id: string, who?: Person) {
  return call(t, { method: 'GET', path: `/api/vacancies/${id}/closed`, who });
}

describe('GET /api/vacancies/:id/closed', () => {
  it('names a vacancy taken off the board, when it closed, and open ones like it', async () => {
    const closed = await postVacancy(t, owner);
    const similar = await postVacancy(t, owner, {
      ...BACKEND_VACANCY,
      title: 'Senior Backend Developer',
    });
    await postVacancy(t, owner, { ...BACKEND_VACANCY, title: 'Pastry Chef', company: 'Crumb' });
    const off = await call(t, {
      method: 'PATCH',
      path: `/api/vacancies/${closed.id}/status`,
      who: owner,
      body: { status: 'inactive' },
    });
    expect(off.status).toBe(200);

    // Its own page is gone for everyone but the owner…
    expect((await call(t, { method: 'GET', path: `/api/vacancies/${closed.id}` })).status).toBe(
      404,
    );
    // …and its link says what it was, to a guest and to anyone signed in alike.
    for (const who of [undefined, seeker]) {
      const res = await closedOf(closed.id, who);
      expect(res.status).toBe(200);
      expect(res.body.closed).toEqual({
        title: 'Backend Developer',
        company: 'Acme Payments',
        location: 'Berlin',
        closedAt: expect.any(String),
      });
      // Only what it showed everyone: nothing of its owner or its applicants.
      expect(Object.keys(res.body.closed as object).sort()).toEqual(
        ['closedAt', 'company', 'location', 'title'].sort(),
      );
      const titles = (res.body.similar as { id: string; title: string }[]).map((v) => v.title);
      expect(titles).toEqual(['Senior Backend Developer']);
      expect((res.body.similar as { id: string }[])[0]?.id).toBe(similar.id);
    }
  });

  it('keeps saying what a deleted vacancy was', async () => {
    const vacancy = await postVacancy(t, owner);
    const deleted = await call(t, {
      method: 'DELETE',
      path: `/api/vacancies/${vacancy.id}`,
      who: owner,
    });
    expect(deleted.status).toBe(200);
    const res = await closedOf(vacancy.id);
    expect(res.status).toBe(200);
    expect(res.body.closed).toMatchObject({ title: 'Backend Developer', company: 'Acme Payments' });
    expect(res.body.similar).toEqual([]);
  });

  it('is "Vacancy not found" for an open vacancy, an unknown one and a malformed id, in the UI language', async () => {
    const open = await postVacancy(t, owner);
    for (const id of [open.id, UNKNOWN_ID, 'not-a-uuid']) {
      const res = await closedOf(id);
      expect(res.status).toBe(404);
      expect((res.body.error as { code: string }).code).toBe('vacancy_not_found');
    }
    const ru = await call(t, {
      method: 'GET',
      path: `/api/vacancies/${UNKNOWN_ID}/closed`,
      language: 'ru',
    });
    expect((ru.body.error as { message: string }).message).toMatch(/[а-я]/i);
  });
});
