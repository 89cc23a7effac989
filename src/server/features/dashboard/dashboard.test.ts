import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signUp as signUpUser } from '../../../../tests/support/sign-up';
import {
  TEST_APP_URL,
  type TestApp,
  createTestApp,
  jsonRequest,
} from '../../../../tests/support/test-app';
import {
  applications,
  interviews,
  resumes,
  savedJobs,
  trackedApplications,
  vacancies,
} from '../../db/schema';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

interface SignedIn {
  id: string;
  cookie: string;
}

/** Signs a new user up through the API, as a browser would, and keeps the session cookie. */
function signUp(name: string): Promise<SignedIn> {
  return signUpUser(t.app, `${name.toLowerCase()}@example.com`, name);
}

async function statsOf(cookie?: string, language = 'en') {
  return t.app.request('/api/dashboard/stats', {
    headers: { 'Accept-Language': language, ...(cookie ? { cookie } : {}) },
  });
}

async function countsOf(cookie: string) {
  const res = await statsOf(cookie);
  expect(res.status).toBe(200);
  return ((await res.json()) as { stats: Record<string, number> }).stats;
}

function interview(userId: string, status: 'in-progress' | 'completed') {
  return {
    userId,
    status,
    jobTitle: 'Backend developer',
    jobDescription: 'Node.js and PostgreSQL',
    language: 'en',
    questionsCount: 12,
    completedAt: status === 'completed' ? new Date() : null,
  } as const;
}

function resume(userId: string) {
  return {
    userId,
    jobDescription: 'Node.js and PostgreSQL',
    fileName: 'cv.pdf',
    path: `resumes/${userId}/1700000000000-cv.pdf`,
  };
}

function vacancy(userId: string, status: 'active' | 'inactive' = 'active') {
  return {
    userId,
    status,
    title: 'Frontend developer',
    description: 'React 19',
    requirements: 'Three years of TypeScript',
    location: 'Remote',
    salaryMin: 150_000,
    salaryMax: 250_000,
  } as const;
}

/** A saved job as the API stores it: the vacancy's id and a copy of what it says. */
function savedJob(userId: string, vacancyId: string) {
  const { title, description, location, salaryMin, salaryMax } = vacancy(userId);
  return {
    userId,
    vacancyId,
    title,
    company: 'Acme',
    location,
    salaryMin,
    salaryMax,
    currency: 'RUB',
    description,
  };
}

describe('GET /api/dashboard/stats', () => {
  it('counts nothing for a new user, and is never cached', async () => {
    const ada = await signUp('Ada');
    const res = await statsOf(ada.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      stats: {
        completedInterviews: 0,
        resumes: 0,
        ownVacancies: 0,
        availableVacancies: 0,
        savedJobs: 0,
        activeApplications: 0,
      },
      scores: { first: null, latest: null, jobTitle: null },
    });
  });

  it('gives the first and the latest completed interview’s score, the user’s own only', async () => {
    const ada = await signUp('Ada');
    const grace = await signUp('Grace');
    const db = t.database.db;
    const day = (n: number) => new Date(Date.UTC(2026, 10, n));
    await db
      .insert(interviews)
      .values([
        { ...interview(ada.id, 'completed'), score: 41, completedAt: day(1) },
        { ...interview(ada.id, 'completed'), score: 55, completedAt: day(5) },
        { ...interview(ada.id, 'completed'), score: 68, completedAt: day(9) },
        { ...interview(ada.id, 'in-progress') },
        { ...interview(grace.id, 'completed'), score: 99, completedAt: day(10) },
      ]);
    const res = await statsOf(ada.cookie);
    expect(((await res.json()) as { scores: unknown }).scores).toEqual({
      first: 41,
      latest: 68,
      jobTitle: 'Backend developer',
    });
  });

  it('compares the latest interview only with the first one for the same job', async () => {
    const ada = await signUp('Ada');
    const db = t.database.db;
    const day = (n: number) => new Date(Date.UTC(2026, 10, n));
    const job = (jobTitle: string, language: 'en' | 'ru' = 'en') => ({
      ...interview(ada.id, 'completed'),
      jobTitle,
      language,
    });
    await db.insert(interviews).values([
      { ...job('Glazier'), score: 30, completedAt: day(1) },
      { ...job('Пекарь', 'ru'), score: 45, completedAt: day(2) },
      { ...job('Glazier', 'ru'), score: 90, completedAt: day(3) },
      { ...job(' glazier. '), score: 52, completedAt: day(4) },
    ]);
    const res = await statsOf(ada.cookie);
    // The glazier's 52 against the glazier's 30 (the title read loosely, in the same language),
    // not against the baker's or the Russian glazier interview's.
    expect(((await res.json()) as { scores: unknown }).scores).toEqual({
      first: 30,
      latest: 52,
      jobTitle: 'glazier.',
    });

    // A first interview for a new job has nothing to compare with.
    await db.insert(interviews).values({ ...job('Baker'), score: 70, completedAt: day(5) });
    const after = await statsOf(ada.cookie);
    expect(((await after.json()) as { scores: unknown }).scores).toEqual({
      first: null,
      latest: 70,
      jobTitle: 'Baker',
    });
  });

  it('counts active applications: the tracked ones still in play and the board’s', async () => {
    const ada = await signUp('Ada');
    const db = t.database.db;
    await db.insert(trackedApplications).values([
      { userId: ada.id, title: 'Nurse', stage: 'applied' },
      { userId: ada.id, title: 'Chef', stage: 'offer' },
      { userId: ada.id, title: 'Driver', stage: 'rejected' },
      { userId: ada.id, title: 'Cook', stage: 'withdrawn' },
    ]);
    await db.insert(applications).values([
      {
        userId: ada.id,
        vacancyTitle: 'Backend Developer',
        vacancyCompany: 'Acme',
        status: 'pending',
      },
      { userId: ada.id, vacancyTitle: 'QA', vacancyCompany: 'Acme', status: 'hired' },
    ]);
    expect(await countsOf(ada.cookie)).toMatchObject({ activeApplications: 3 });
  });

  it('counts the rows: completed interviews, resumes, active vacancies, saved jobs', async () => {
    const ada = await signUp('Ada');
    const db = t.database.db;
    await db
      .insert(interviews)
      .values([
        interview(ada.id, 'completed'),
        interview(ada.id, 'completed'),
        interview(ada.id, 'in-progress'),
      ]);
    await db.insert(resumes).values([resume(ada.id), resume(ada.id), resume(ada.id)]);
    const posted = await db
      .insert(vacancies)
      .values([vacancy(ada.id), vacancy(ada.id), vacancy(ada.id, 'inactive')])
      .returning({ id: vacancies.id });
    await db.insert(savedJobs).values(savedJob(ada.id, posted[0]!.id));

    expect(await countsOf(ada.cookie)).toEqual({
      completedInterviews: 2,
      resumes: 3,
      // Her own, the inactive one included (Manage Vacancies lists it); the board's active ones.
      ownVacancies: 3,
      availableVacancies: 2,
      savedJobs: 1,
      activeApplications: 0,
    });
  });

  it("never counts another user's interviews, resumes or saved jobs, but counts the whole board", async () => {
    const ada = await signUp('Ada');
    const grace = await signUp('Grace');
    const db = t.database.db;
    await db.insert(interviews).values(interview(grace.id, 'completed'));
    await db.insert(resumes).values(resume(grace.id));
    const [gracesVacancy] = await db
      .insert(vacancies)
      .values(vacancy(grace.id))
      .returning({ id: vacancies.id });
    await db.insert(savedJobs).values(savedJob(grace.id, gracesVacancy!.id));

    expect(await countsOf(ada.cookie)).toEqual({
      completedInterviews: 0,
      resumes: 0,
      ownVacancies: 0,
      availableVacancies: 1,
      savedJobs: 0,
      activeApplications: 0,
    });
    expect(await countsOf(grace.cookie)).toEqual({
      completedInterviews: 1,
      resumes: 1,
      ownVacancies: 1,
      availableVacancies: 1,
      savedJobs: 1,
      activeApplications: 0,
    });
  });

  it('follows the data: a finished interview, a deactivated or deleted vacancy', async () => {
    const ada = await signUp('Ada');
    const grace = await signUp('Grace');
    const db = t.database.db;
    const [running] = await db
      .insert(interviews)
      .values(interview(ada.id, 'in-progress'))
      .returning({ id: interviews.id });
    const [kept, removed] = await db
      .insert(vacancies)
      .values([vacancy(grace.id), vacancy(grace.id)])
      .returning({ id: vacancies.id });
    await db.insert(savedJobs).values([savedJob(ada.id, kept!.id), savedJob(ada.id, removed!.id)]);
    expect(await countsOf(ada.cookie)).toMatchObject({
      completedInterviews: 0,
      availableVacancies: 2,
      savedJobs: 2,
      activeApplications: 0,
    });

    await db
      .update(interviews)
      .set({ status: 'completed', completedAt: new Date(), assessment: 'Score: 80/100' })
      .where(eq(interviews.id, running!.id));
    await db.update(vacancies).set({ status: 'inactive' }).where(eq(vacancies.id, kept!.id));
    await db.delete(vacancies).where(eq(vacancies.id, removed!.id));

    expect(await countsOf(ada.cookie)).toEqual({
      completedInterviews: 1,
      resumes: 0,
      ownVacancies: 0,
      availableVacancies: 0,
      // Both stay saved: the Saved Jobs page still lists them, saying one is inactive and one
      // deleted, and the card counts what that page shows.
      savedJobs: 2,
      activeApplications: 0,
    });
  });

  it('refuses a guest with 401 in the language asked for', async () => {
    const res = await statsOf();
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'unauthorized', message: 'Please sign in to continue.' },
    });
    const inRussian = await statsOf(undefined, 'ru');
    expect(inRussian.status).toBe(401);
    expect(((await inRussian.json()) as { error: { code: string } }).error.code).toBe(
      'unauthorized',
    );
  });

  it('refuses a signed-out session', async () => {
    const ada = await signUp('Ada');
    const signOut = await t.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie: ada.cookie, origin: TEST_APP_URL },
    });
    expect(signOut.status).toBe(200);
    expect((await statsOf(ada.cookie)).status).toBe(401);
  });
});

describe('the job board and the dashboard', () => {
  it('counts vacancies posted and jobs saved through the API as they come and go', async () => {
    const olga = await signUp('Olga');
    const boris = await signUp('Boris');
    const post = async () => {
      const res = await t.app.request(
        '/api/vacancies',
        jsonRequest(
          'POST',
          {
            title: 'Backend Developer',
            company: 'Acme',
            location: 'Berlin',
            salaryMin: 4000,
            salaryMax: 6000,
            currency: 'EUR',
            description: 'Payments',
            requirements: 'Node.js',
          },
          { headers: { cookie: olga.cookie } },
        ),
      );
      expect(res.status).toBe(201);
      return ((await res.json()) as { vacancy: { id: string } }).vacancy.id;
    };
    const [first, second] = [await post(), await post()];
    const act = (method: string, path: string, cookie: string, body?: unknown) =>
      t.app.request(
        path,
        body === undefined
          ? { method, headers: { cookie } }
          : jsonRequest(method, body, { headers: { cookie } }),
      );
    await act('PUT', `/api/vacancies/${first}/save`, boris.cookie);
    await act('PUT', `/api/vacancies/${second}/save`, boris.cookie);
    expect(await countsOf(boris.cookie)).toMatchObject({ availableVacancies: 2, savedJobs: 2 });

    await act('PATCH', `/api/vacancies/${first}/status`, olga.cookie, { status: 'inactive' });
    await act('DELETE', `/api/vacancies/${second}/save`, boris.cookie);
    expect(await countsOf(boris.cookie)).toMatchObject({ availableVacancies: 1, savedJobs: 1 });
    expect(await countsOf(olga.cookie)).toMatchObject({ availableVacancies: 1, savedJobs: 0 });
  });
});

describe('the entity tables', () => {
  it('refuse a vacancy whose minimum salary is above its maximum', async () => {
    const ada = await signUp('Ada');
    await expect(
      t.database.db
        .insert(vacancies)
        .values({ ...vacancy(ada.id), salaryMin: 300, salaryMax: 200 }),
    ).rejects.toThrow();
  });

  it('refuse saving the same vacancy twice for one user', async () => {
    const ada = await signUp('Ada');
    const [posted] = await t.database.db
      .insert(vacancies)
      .values(vacancy(ada.id))
      .returning({ id: vacancies.id });
    await t.database.db.insert(savedJobs).values(savedJob(ada.id, posted!.id));
    await expect(
      t.database.db.insert(savedJobs).values(savedJob(ada.id, posted!.id)),
    ).rejects.toThrow();
  });
});
