import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../../tests/support/test-app';
import { savedJobs } from '../../db/schema';
import {
  BACKEND_VACANCY,
  type Person,
  RUSSIAN_VACANCY,
  call,
  postVacancy,
  signUp,
} from './test-fixtures';

// Saving vacancies from the detail page, and the Saved Jobs page with its filter and sorts.

const NOW = new Date('2026-06-15T12:00:00.000Z');
let t: TestApp;
let owner: Person;
let seeker: Person;
beforeEach(async () => {
  t = await createTestApp({ now: () => NOW });
  owner = await signUp(t, 'Olga');
  seeker = await signUp(t, 'Boris');
});
afterEach(async () => {
  await t.close();
});

/** Saves as the seeker, as someone else, or (null) as a guest. */
function save(vacancyId: string, who: Person | null = seeker) {
  return call(t, {
    method: 'PUT',
    path: `/api/vacancies/${vacancyId}/save`,
    who: who ?? undefined,
  });
}

function unsave(vacancyId: string, who: Person | null = seeker) {
  return call(t, {
    method: 'DELETE',
    path: `/api/vacancies/${vacancyId}/save`,
    who: who ?? undefined,
  });
}

async function savedList(query = '', who: Person = seeker, language = 'en') {
  const res = await call(t, { method: 'GET', path: `/api/saved-jobs${query}`, who, language });
  expect(res.status).toBe(200);
  return res.body.savedJobs as Array<{
    id: string;
    savedAt: string;
    applicationStatus: string | null;
    vacancy: Record<string, unknown> & { id: string | null; title: string; status: string };
  }>;
}

async function titlesOf(query: string) {
  return (await savedList(query)).map((savedJob) => savedJob.vacancy.title);
}

async function setSavedAt(vacancyId: string, savedAt: Date) {
  await t.database.db.update(savedJobs).set({ savedAt }).where(eq(savedJobs.vacancyId, vacancyId));
}

function isSavedOnPage(vacancyId: string, who: Person = seeker) {
  return call(t, { method: 'GET', path: `/api/vacancies/${vacancyId}`, who }).then(
    (res) => res.body.viewer.isSaved as boolean,
  );
}

describe('saving from the vacancy page', () => {
  it('saves and unsaves, and the page says which', async () => {
    const vacancy = await postVacancy(t, owner);
    expect(await save(vacancy.id)).toMatchObject({ status: 200, body: { isSaved: true } });
    expect(await isSavedOnPage(vacancy.id)).toBe(true);
    expect(await isSavedOnPage(vacancy.id, owner)).toBe(false);

    expect(await unsave(vacancy.id)).toMatchObject({ status: 200, body: { isSaved: false } });
    expect(await isSavedOnPage(vacancy.id)).toBe(false);
    expect(await savedList()).toEqual([]);
  });

  it('keeps one saved job however often it is saved, and unsaving twice is harmless', async () => {
    const vacancy = await postVacancy(t, owner);
    await save(vacancy.id);
    await save(vacancy.id);
    expect(await savedList()).toHaveLength(1);
    await unsave(vacancy.id);
    expect((await unsave(vacancy.id)).status).toBe(200);
  });

  it('sends a guest to sign in (401)', async () => {
    const vacancy = await postVacancy(t, owner);
    for (const res of [await save(vacancy.id, null), await unsave(vacancy.id, null)]) {
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
    }
  });

  it('cannot save an inactive vacancy someone else owns, or one that does not exist', async () => {
    const vacancy = await postVacancy(t, owner);
    await call(t, {
      method: 'PATCH',
      path: `/api/vacancies/${vacancy.id}/status`,
      who: owner,
      body: { status: 'inactive' },
    });
    for (const id of [vacancy.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await save(id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error: { code: 'vacancy_not_found', message: 'Vacancy not found' },
      });
    }
    expect(await savedList()).toEqual([]);
  });
});

describe('GET /api/saved-jobs', () => {
  it('shows each card with the vacancy as it is now', async () => {
    const vacancy = await postVacancy(t, owner);
    await save(vacancy.id);
    await call(t, {
      method: 'PATCH',
      path: `/api/vacancies/${vacancy.id}`,
      who: owner,
      body: { title: 'Senior Backend Developer', salaryMax: 7000 },
    });
    const [card] = await savedList();
    expect(card).toEqual({
      id: expect.any(String),
      savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
      applicationStatus: null,
      vacancy: {
        id: vacancy.id,
        status: 'active',
        title: 'Senior Backend Developer',
        company: BACKEND_VACANCY.company,
        location: BACKEND_VACANCY.location,
        salaryMin: BACKEND_VACANCY.salaryMin,
        salaryMax: 7000,
        currency: BACKEND_VACANCY.currency,
        salaryPeriod: 'month',
        excerpt: BACKEND_VACANCY.description,
      },
    });
  });

  it('says when a saved vacancy was deactivated, and when it was deleted', async () => {
    const paused = await postVacancy(t, owner, { ...BACKEND_VACANCY, title: 'Paused' });
    const removed = await postVacancy(t, owner, { ...BACKEND_VACANCY, title: 'Removed' });
    await save(paused.id);
    await save(removed.id);
    await call(t, {
      method: 'PATCH',
      path: `/api/vacancies/${removed.id}`,
      who: owner,
      body: { title: 'Removed, last title' },
    });
    await call(t, {
      method: 'PATCH',
      path: `/api/vacancies/${paused.id}/status`,
      who: owner,
      body: { status: 'inactive' },
    });
    await call(t, { method: 'DELETE', path: `/api/vacancies/${removed.id}`, who: owner });

    const cards = await savedList();
    expect(cards.map((card) => card.vacancy)).toEqual([
      expect.objectContaining({ id: null, status: 'removed', title: 'Removed, last title' }),
      expect.objectContaining({ id: paused.id, status: 'inactive', title: 'Paused' }),
    ]);
  });

  it("removes a card by its id, even a deleted vacancy's, but never another user's", async () => {
    const vacancy = await postVacancy(t, owner);
    await save(vacancy.id);
    await call(t, { method: 'DELETE', path: `/api/vacancies/${vacancy.id}`, who: owner });
    const [card] = await savedList();

    const byOther = await call(t, {
      method: 'DELETE',
      path: `/api/saved-jobs/${card!.id}`,
      who: owner,
    });
    expect(byOther.status).toBe(404);
    expect(byOther.body).toEqual({
      error: { code: 'saved_job_not_found', message: 'Saved job not found' },
    });
    const byGuest = await call(t, { method: 'DELETE', path: `/api/saved-jobs/${card!.id}` });
    expect(byGuest.status).toBe(401);

    const res = await call(t, {
      method: 'DELETE',
      path: `/api/saved-jobs/${card!.id}`,
      who: seeker,
    });
    expect(res).toMatchObject({ status: 200, body: { id: card!.id, isRemoved: true } });
    expect(await savedList()).toEqual([]);
    const again = await call(t, {
      method: 'DELETE',
      path: `/api/saved-jobs/${card!.id}`,
      who: seeker,
      language: 'ru',
    });
    expect(again.body.error.message).toBe('Сохранённая вакансия не найдена');
  });

  it("lists only the user's own saved jobs, and refuses a guest", async () => {
    const vacancy = await postVacancy(t, owner);
    await save(vacancy.id, seeker);
    expect(await savedList('', owner)).toEqual([]);
    expect((await call(t, { method: 'GET', path: '/api/saved-jobs' })).status).toBe(401);
  });

  describe('filter', () => {
    it('Recent keeps the jobs saved in the last 7 days', async () => {
      const fresh = await postVacancy(t, owner, { ...BACKEND_VACANCY, title: 'Fresh' });
      const edge = await postVacancy(t, owner, { ...BACKEND_VACANCY, title: 'Six days' });
      const old = await postVacancy(t, owner, { ...BACKEND_VACANCY, title: 'Eight days' });
      for (const vacancy of [fresh, edge, old]) await save(vacancy.id);
      const day = 24 * 60 * 60_000;
      await setSavedAt(fresh.id, new Date(NOW.getTime() - 60_000));
      await setSavedAt(edge.id, new Date(NOW.getTime() - 6 * day));
      await setSavedAt(old.id, new Date(NOW.getTime() - 8 * day));

      expect(await titlesOf('?filter=recent')).toEqual(['Fresh', 'Six days']);
      expect(await titlesOf('?filter=all')).toEqual(['Fresh', 'Six days', 'Eight days']);
      expect(await titlesOf('')).toEqual(['Fresh', 'Six days', 'Eight days']);
    });

    it('Applied keeps the jobs the user applied to, with the status of the application', async () => {
      const applied = await postVacancy(t, owner, { ...BACKEND_VACANCY, title: 'Applied' });
      const notYet = await postVacancy(t, owner, { ...BACKEND_VACANCY, title: 'Not yet' });
      await save(applied.id);
      await save(notYet.id);
      await call(t, {
        method: 'POST',
        path: `/api/vacancies/${applied.id}/applications`,
        who: seeker,
        body: {},
      });
      const cards = await savedList('?filter=applied');
      expect(cards.map((card) => [card.vacancy.title, card.applicationStatus])).toEqual([
        ['Applied', 'pending'],
      ]);
      const all = await savedList();
      expect(all.map((card) => [card.vacancy.title, card.applicationStatus])).toEqual([
        ['Not yet', null],
        ['Applied', 'pending'],
      ]);
    });

    it('Applied still shows a job the user applied to after its owner deleted it', async () => {
      const doomed = await postVacancy(t, owner, { ...BACKEND_VACANCY, title: 'Removed later' });
      const other = await postVacancy(t, owner, { ...BACKEND_VACANCY, title: 'Other' });
      await save(doomed.id);
      await save(other.id);
      for (const vacancy of [doomed, other]) {
        await call(t, {
          method: 'POST',
          path: `/api/vacancies/${vacancy.id}/applications`,
          who: seeker,
          body: {},
        });
      }
      // Another seeker's application to the same vacancy is not this seeker's.
      const rival = await signUp(t, 'Rival');
      await call(t, {
        method: 'POST',
        path: `/api/vacancies/${doomed.id}/applications`,
        who: rival,
        body: {},
      });
      const deleted = await call(t, {
        method: 'DELETE',
        path: `/api/vacancies/${doomed.id}`,
        who: owner,
      });
      expect(deleted.status).toBe(200);

      const cards = await savedList('?filter=applied');
      expect(cards.map((card) => [card.vacancy.title, card.applicationStatus])).toEqual([
        ['Other', 'pending'],
        ['Removed later', 'pending'],
      ]);
    });
  });

  describe('sort', () => {
    beforeEach(async () => {
      const rows = [
        { title: 'Zebra', company: 'zeta', salaryMin: 1000, salaryMax: 5000, daysAgo: 1 },
        { title: 'Alpha', company: 'Alpha', salaryMin: 3000, salaryMax: 9000, daysAgo: 3 },
        { title: 'Yandex', company: 'Яндекс', salaryMin: 2000, salaryMax: 9000, daysAgo: 2 },
        { title: 'Beta', company: 'beta', salaryMin: 500, salaryMax: 800, daysAgo: 4 },
      ];
      for (const row of rows) {
        const vacancy = await postVacancy(t, owner, { ...BACKEND_VACANCY, ...row });
        await save(vacancy.id);
        await setSavedAt(vacancy.id, new Date(NOW.getTime() - row.daysAgo * 24 * 60 * 60_000));
      }
    });

    it('Date: newest saved first (the default)', async () => {
      expect(await titlesOf('?sort=date')).toEqual(['Zebra', 'Yandex', 'Alpha', 'Beta']);
      expect(await titlesOf('')).toEqual(['Zebra', 'Yandex', 'Alpha', 'Beta']);
    });

    it('Salary: highest maximum first, then highest minimum', async () => {
      expect(await titlesOf('?sort=salary')).toEqual(['Alpha', 'Yandex', 'Zebra', 'Beta']);
    });

    it("Salary: compares currencies by what they pay, a deleted vacancy's copy included", async () => {
      const more = [
        { title: 'Roubles', salaryMin: 200_000, salaryMax: 250_000, currency: 'RUB' },
        { title: 'Dollars', salaryMin: 8000, salaryMax: 8500, currency: 'USD' },
      ] as const;
      for (const row of more) {
        const vacancy = await postVacancy(t, owner, { ...BACKEND_VACANCY, ...row });
        await save(vacancy.id);
        if (row.currency === 'RUB') {
          await call(t, { method: 'DELETE', path: `/api/vacancies/${vacancy.id}`, who: owner });
        }
      }
      // EUR 9,000 is $10,345; USD 8,500; RUB 250,000 is $3,125; EUR 5,000 is $5,747.
      expect(await titlesOf('?sort=salary')).toEqual([
        'Alpha',
        'Yandex',
        'Dollars',
        'Zebra',
        'Roubles',
        'Beta',
      ]);
    });

    it('Salary: compares hourly and yearly pay per year, a salary not stated last, as stated after deletion', async () => {
      const more = [
        // EUR 60 an hour is 124,800 a year; EUR 100,000 a year; neither is stated at all.
        { title: 'Hourly', salaryMin: 50, salaryMax: 60, salaryPeriod: 'hour' },
        { title: 'Yearly', salaryMin: 90_000, salaryMax: 100_000, salaryPeriod: 'year' },
        { title: 'Unstated', salaryMin: null, salaryMax: null },
      ] as const;
      for (const row of more) {
        const vacancy = await postVacancy(t, owner, { ...BACKEND_VACANCY, ...row });
        await save(vacancy.id);
        if (row.title !== 'Yearly') {
          await call(t, { method: 'DELETE', path: `/api/vacancies/${vacancy.id}`, who: owner });
        }
      }
      // Monthly: Alpha 9,000 a month is 108,000 a year.
      expect(await titlesOf('?sort=salary')).toEqual([
        'Hourly',
        'Alpha',
        'Yandex',
        'Yearly',
        'Zebra',
        'Beta',
        'Unstated',
      ]);
      const cards = await savedList('?sort=salary');
      expect(cards[0]?.vacancy).toMatchObject({ salaryMax: 60, salaryPeriod: 'hour' });
      expect(cards[6]?.vacancy).toMatchObject({ salaryMin: null, salaryMax: null });
    });

    it('Company: A to Z ignoring case, Cyrillic after Latin', async () => {
      expect(await titlesOf('?sort=company')).toEqual(['Alpha', 'Beta', 'Zebra', 'Yandex']);
    });

    it('combines with a filter', async () => {
      expect(await titlesOf('?filter=recent&sort=salary')).toEqual([
        'Alpha',
        'Yandex',
        'Zebra',
        'Beta',
      ]);
    });
  });

  it.each(['?filter=favourites', '?sort=title', '?sort=date&sort=salary'])(
    'refuses %s with a clear message',
    async (query) => {
      const res = await call(t, { method: 'GET', path: `/api/saved-jobs${query}`, who: seeker });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: {
          code: 'list_filter_invalid',
          message: 'Some filters are not valid. Please check them and try again.',
        },
      });
    },
  );

  it('works with Russian vacancies and a Russian reader', async () => {
    const vacancy = await postVacancy(t, owner, RUSSIAN_VACANCY);
    await save(vacancy.id);
    const [card] = await savedList('?sort=company', seeker, 'ru');
    expect(card?.vacancy).toMatchObject({ title: RUSSIAN_VACANCY.title, currency: 'RUB' });
  });
});
