import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../../tests/support/test-app';
import { type Person, call, postVacancy, seedVacancies, signUp } from './test-fixtures';

// Applying, the owner's applicant list and pipeline, and the applicant's own applications.

let t: TestApp;
let owner: Person;
let seeker: Person;
let stranger: Person;
beforeEach(async () => {
  t = await createTestApp();
  owner = await signUp(t, 'Olga');
  seeker = await signUp(t, 'Boris');
  stranger = await signUp(t, 'Vera');
});
afterEach(async () => {
  await t.close();
});

const COVER_LETTER = 'I built the payments platform at my last job and would love to do it again.';

function apply(vacancyId: string, who: Person | null, body: unknown = {}, language = 'en') {
  return call(t, {
    method: 'POST',
    path: `/api/vacancies/${vacancyId}/applications`,
    who: who ?? undefined,
    body,
    language,
  });
}

function applicantsOf(vacancyId: string, who: Person | null = owner) {
  return call(t, {
    method: 'GET',
    path: `/api/vacancies/${vacancyId}/applications`,
    who: who ?? undefined,
  });
}

function setStatus(
  applicationId: string,
  status: string,
  who: Person | null = owner,
  language = 'en',
) {
  return call(t, {
    method: 'PATCH',
    path: `/api/applications/${applicationId}`,
    who: who ?? undefined,
    body: { status },
    language,
  });
}

async function myApplications(who: Person = seeker) {
  const res = await call(t, { method: 'GET', path: '/api/my/applications', who });
  expect(res.status).toBe(200);
  return res.body.applications as Array<Record<string, unknown>>;
}

describe('POST /api/vacancies/:id/applications', () => {
  it('stores a pending application with the cover letter, shown on the vacancy page', async () => {
    const vacancy = await postVacancy(t, owner);
    const res = await apply(vacancy.id, seeker, { coverLetter: `  ${COVER_LETTER}  ` });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      application: {
        id: expect.any(String),
        status: 'pending',
        appliedAt: expect.any(String),
        coverLetter: COVER_LETTER,
        resume: null,
      },
    });
    const page = await call(t, {
      method: 'GET',
      path: `/api/vacancies/${vacancy.id}`,
      who: seeker,
    });
    expect(page.body.viewer.application).toEqual({
      id: res.body.application.id,
      status: 'pending',
      appliedAt: res.body.application.appliedAt,
    });
  });

  it('takes no cover letter, or a blank one, as none', async () => {
    const first = await postVacancy(t, owner);
    const second = await postVacancy(t, owner);
    expect((await apply(first.id, seeker, {})).body.application.coverLetter).toBeNull();
    expect(
      (await apply(second.id, seeker, { coverLetter: '   ' })).body.application.coverLetter,
    ).toBeNull();
  });

  it('takes one application per user and vacancy: applying again says so, in both languages', async () => {
    const vacancy = await postVacancy(t, owner);
    await apply(vacancy.id, seeker);
    const again = await apply(vacancy.id, seeker, { coverLetter: 'Second try' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: { code: 'already_applied', message: 'You have already applied to this vacancy.' },
    });
    const inRussian = await apply(vacancy.id, seeker, {}, 'ru');
    expect(inRussian.body.error.message).toBe('Вы уже откликнулись на эту вакансию.');
    expect((await applicantsOf(vacancy.id)).body.applications).toHaveLength(1);
  });

  it('stores one application when the same one arrives twice at once', async () => {
    const vacancy = await postVacancy(t, owner);
    const answers = await Promise.all([apply(vacancy.id, seeker), apply(vacancy.id, seeker)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await applicantsOf(vacancy.id)).body.applications).toHaveLength(1);
  });

  it('refuses the owner applying to their own vacancy, in both languages', async () => {
    const vacancy = await postVacancy(t, owner);
    const res = await apply(vacancy.id, owner);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: { code: 'own_vacancy_application', message: 'You cannot apply to your own vacancy.' },
    });
    expect((await apply(vacancy.id, owner, {}, 'ru')).body.error.message).toBe(
      'Нельзя откликнуться на собственную вакансию.',
    );
  });

  it('answers 404 for an inactive or missing vacancy, and 401 to a guest', async () => {
    const vacancy = await postVacancy(t, owner);
    await call(t, {
      method: 'PATCH',
      path: `/api/vacancies/${vacancy.id}/status`,
      who: owner,
      body: { status: 'inactive' },
    });
    for (const id of [vacancy.id, '00000000-0000-4000-8000-000000000000', 'x']) {
      const res = await apply(id, seeker);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('vacancy_not_found');
    }
    expect((await apply(vacancy.id, null)).status).toBe(401);
  });

  it('refuses a cover letter over 5,000 characters', async () => {
    const vacancy = await postVacancy(t, owner);
    const res = await apply(vacancy.id, seeker, { coverLetter: 'x'.repeat(5001) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: {
        code: 'cover_letter_too_long',
        message: 'The cover letter is too long: use at most 5,000 characters.',
      },
    });
    const inRussian = await apply(vacancy.id, seeker, { coverLetter: 'x'.repeat(5001) }, 'ru');
    expect(inRussian.body.error.message).toBe(
      'Сопроводительное письмо слишком длинное: не более 5 000 символов.',
    );
  });

  it('limits applications to 30 an hour per user', async () => {
    const rows = await seedVacancies(
      t,
      owner.id,
      Array.from({ length: 31 }, () => ({})),
    );
    for (const row of rows.slice(0, 30)) expect((await apply(row.id, seeker)).status).toBe(201);
    const res = await apply(rows[30]!.id, seeker);
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('rate_limited');
    // Applying with a file counts the same, before its body is read.
    const upload = await t.app.request(`/api/vacancies/${rows[30]!.id}/applications/upload`, {
      method: 'POST',
      headers: { cookie: seeker.cookie },
      body: new FormData(),
    });
    expect(upload.status).toBe(429);
  });
});

describe('GET /api/vacancies/:id/applications (the owner’s list)', () => {
  it('shows each applicant’s name, email, date, cover letter, resume and status, newest first', async () => {
    const vacancy = await postVacancy(t, owner);
    const first = (await apply(vacancy.id, seeker, { coverLetter: COVER_LETTER })).body.application;
    const second = (await apply(vacancy.id, stranger)).body.application;
    const res = await applicantsOf(vacancy.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      vacancy: { id: vacancy.id, title: 'Backend Developer', status: 'active' },
      applications: [
        {
          id: second.id,
          status: 'pending',
          appliedAt: second.appliedAt,
          updatedAt: expect.any(String),
          coverLetter: null,
          applicant: { name: 'Vera', email: 'vera@example.com' },
          resume: null,
        },
        {
          id: first.id,
          status: 'pending',
          appliedAt: first.appliedAt,
          updatedAt: expect.any(String),
          coverLetter: COVER_LETTER,
          applicant: { name: 'Boris', email: 'boris@example.com' },
          resume: null,
        },
      ],
    });
  });

  it('stays open to the owner after deactivating, and counts on Manage Vacancies', async () => {
    const vacancy = await postVacancy(t, owner);
    await apply(vacancy.id, seeker);
    await call(t, {
      method: 'PATCH',
      path: `/api/vacancies/${vacancy.id}/status`,
      who: owner,
      body: { status: 'inactive' },
    });
    expect((await applicantsOf(vacancy.id)).body.applications).toHaveLength(1);
    const mine = await call(t, { method: 'GET', path: '/api/my/vacancies', who: owner });
    expect(mine.body.vacancies[0].applicationsCount).toBe(1);
  });

  it('answers 404 to anyone but the owner, applicants included, and 401 to a guest', async () => {
    const vacancy = await postVacancy(t, owner);
    await apply(vacancy.id, seeker);
    for (const who of [seeker, stranger]) {
      const res = await applicantsOf(vacancy.id, who);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('vacancy_not_found');
    }
    expect((await applicantsOf(vacancy.id, null)).status).toBe(401);
  });
});

describe('PATCH /api/applications/:id (the pipeline)', () => {
  it('moves an application through the pipeline, and the applicant sees each status', async () => {
    const vacancy = await postVacancy(t, owner);
    const { id } = (await apply(vacancy.id, seeker)).body.application;
    for (const status of ['reviewed', 'interview', 'offer', 'hired']) {
      const res = await setStatus(id, status);
      expect(res.status).toBe(200);
      expect(res.body.application).toMatchObject({ id, status });
      const [mine] = await myApplications();
      expect(mine).toMatchObject({ id, status });
      const page = await call(t, {
        method: 'GET',
        path: `/api/vacancies/${vacancy.id}`,
        who: seeker,
      });
      expect(page.body.viewer.application.status).toBe(status);
    }
    expect((await setStatus(id, 'rejected')).body.application.status).toBe('rejected');
  });

  it('refuses an unknown status, in both languages', async () => {
    const vacancy = await postVacancy(t, owner);
    const { id } = (await apply(vacancy.id, seeker)).body.application;
    const res = await setStatus(id, 'ghosted');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: {
        code: 'application_status_invalid',
        message:
          'Choose one of the statuses: pending, reviewed, interview, offer, hired or rejected.',
      },
    });
    expect((await setStatus(id, 'ghosted', owner, 'ru')).body.error.message).toMatch(/^Выберите/);
  });

  it('answers 404 to the applicant and to anyone else but the owner, and changes nothing', async () => {
    const vacancy = await postVacancy(t, owner);
    const { id } = (await apply(vacancy.id, seeker)).body.application;
    for (const who of [seeker, stranger]) {
      const res = await setStatus(id, 'hired', who);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error: { code: 'application_not_found', message: 'Application not found' },
      });
    }
    expect((await setStatus(id, 'hired', null)).status).toBe(401);
    expect((await setStatus('00000000-0000-4000-8000-000000000000', 'hired')).status).toBe(404);
    expect((await setStatus('nope', 'hired', owner, 'ru')).body.error.message).toBe(
      'Отклик не найден',
    );
    expect((await myApplications())[0]).toMatchObject({ status: 'pending' });
  });
});

describe('GET /api/my/applications', () => {
  it("lists the user's own applications, newest first, and nobody else's", async () => {
    const first = await postVacancy(t, owner, {
      title: 'First',
      company: 'Acme',
      location: 'Berlin',
      salaryMin: 1,
      salaryMax: 2,
      currency: 'EUR',
      description: 'D',
      requirements: 'R',
    });
    const second = await postVacancy(t, owner, {
      title: 'Second',
      company: 'Acme',
      location: 'Berlin',
      salaryMin: 1,
      salaryMax: 2,
      currency: 'EUR',
      description: 'D',
      requirements: 'R',
    });
    await apply(first.id, seeker, { coverLetter: COVER_LETTER });
    await apply(second.id, seeker);
    await apply(second.id, stranger);
    const mine = await myApplications();
    expect(mine).toEqual([
      expect.objectContaining({
        vacancy: { id: second.id, status: 'active', title: 'Second', company: 'Acme' },
      }),
      {
        id: expect.any(String),
        status: 'pending',
        appliedAt: expect.any(String),
        updatedAt: expect.any(String),
        coverLetter: COVER_LETTER,
        resume: null,
        vacancy: { id: first.id, status: 'active', title: 'First', company: 'Acme' },
      },
    ]);
    expect(await myApplications(owner)).toEqual([]);
    expect((await call(t, { method: 'GET', path: '/api/my/applications' })).status).toBe(401);
  });

  it('keeps the history readable when the vacancy is deactivated or deleted', async () => {
    const vacancy = await postVacancy(t, owner);
    const { id } = (await apply(vacancy.id, seeker)).body.application;
    await setStatus(id, 'interview');
    await call(t, {
      method: 'PATCH',
      path: `/api/vacancies/${vacancy.id}/status`,
      who: owner,
      body: { status: 'inactive' },
    });
    expect((await myApplications())[0]).toMatchObject({
      status: 'interview',
      vacancy: { id: vacancy.id, status: 'inactive' },
    });

    await call(t, {
      method: 'PATCH',
      path: `/api/vacancies/${vacancy.id}`,
      who: owner,
      body: { title: 'Backend Developer (closed)' },
    });
    await call(t, { method: 'DELETE', path: `/api/vacancies/${vacancy.id}`, who: owner });
    expect(await myApplications()).toEqual([
      expect.objectContaining({
        id,
        status: 'interview',
        vacancy: {
          id: null,
          status: 'removed',
          title: 'Backend Developer (closed)',
          company: 'Acme Payments',
        },
      }),
    ]);
    // The owner's list went with the vacancy, and so did their say over the application.
    expect((await applicantsOf(vacancy.id)).status).toBe(404);
    expect((await setStatus(id, 'hired')).status).toBe(404);
  });
});
