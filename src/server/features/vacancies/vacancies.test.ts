import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../../tests/support/test-app';
import { vacancies } from '../../db/schema';
import {
  BACKEND_VACANCY,
  type Person,
  RUSSIAN_VACANCY,
  call,
  postVacancy,
  signUp,
} from './test-fixtures';

// Posting, reading, editing, toggling and deleting vacancies through the API, and who may.

let t: TestApp;
let owner: Person;
let other: Person;
beforeEach(async () => {
  t = await createTestApp();
  owner = await signUp(t, 'Olga');
  other = await signUp(t, 'Boris');
});
afterEach(async () => {
  await t.close();
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function storedCount() {
  return t.database.db.$count(vacancies);
}

/** Moves a vacancy's updatedAt into the past, so a refresh is visible whatever the clock does. */
async function ageVacancy(id: string) {
  const past = new Date('2026-01-01T00:00:00.000Z');
  await t.database.db.update(vacancies).set({ updatedAt: past }).where(eq(vacancies.id, id));
  return past.toISOString();
}

describe('POST /api/vacancies', () => {
  it('posts an active vacancy with every field of the form', async () => {
    const res = await call(t, {
      method: 'POST',
      path: '/api/vacancies',
      who: owner,
      body: { ...BACKEND_VACANCY, title: '  Backend Developer  ' },
    });
    expect(res.status).toBe(201);
    expect(res.body.vacancy).toEqual({
      id: expect.any(String),
      ...BACKEND_VACANCY,
      status: 'active',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(res.body.vacancy).not.toHaveProperty('userId');
  });

  it('takes salaries typed into a form as text, and benefits as optional', async () => {
    const { benefits: _benefits, ...withoutBenefits } = BACKEND_VACANCY;
    const res = await call(t, {
      method: 'POST',
      path: '/api/vacancies',
      who: owner,
      body: { ...withoutBenefits, salaryMin: '4000', salaryMax: ' 6000 ' },
    });
    expect(res.status).toBe(201);
    expect(res.body.vacancy).toMatchObject({ salaryMin: 4000, salaryMax: 6000, benefits: '' });
  });

  it('takes a vacancy that does not state its salary, paid per month unless said', async () => {
    const { salaryMin: _min, salaryMax: _max, salaryPeriod: _p, ...unstated } = BACKEND_VACANCY;
    const res = await call(t, {
      method: 'POST',
      path: '/api/vacancies',
      who: owner,
      body: unstated,
    });
    expect(res.status).toBe(201);
    expect(res.body.vacancy).toMatchObject({
      salaryMin: null,
      salaryMax: null,
      salaryPeriod: 'month',
    });
  });

  it('takes a vacancy that does not state its work mode, employment type or level', async () => {
    const { workMode: _w, employmentType: _e, experienceLevel: _l, ...unstated } = BACKEND_VACANCY;
    const res = await call(t, {
      method: 'POST',
      path: '/api/vacancies',
      who: owner,
      body: { ...unstated, workMode: '' },
    });
    expect(res.status).toBe(201);
    expect(res.body.vacancy).toMatchObject({
      workMode: null,
      employmentType: null,
      experienceLevel: null,
    });
  });

  it('refuses a guest: signing in comes first', async () => {
    const res = await call(t, { method: 'POST', path: '/api/vacancies', body: BACKEND_VACANCY });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
    expect(await storedCount()).toBe(0);
  });

  it.each([
    ['title', 'vacancy_title_required', { title: ' ' }, 'Please enter the job title.'],
    [
      'title',
      'job_title_too_long',
      { title: 'x'.repeat(201) },
      'The job title is too long: use at most 200 characters.',
    ],
    ['company', 'vacancy_company_required', { company: '' }, 'Please enter the company name.'],
    [
      'location',
      'vacancy_location_required',
      { location: undefined },
      'Please enter the location.',
    ],
    [
      'salaryMin',
      'salary_min_required',
      { salaryMin: '' },
      'Enter the minimum salary too, or leave both salaries blank.',
    ],
    [
      'salaryMax',
      'salary_max_required',
      { salaryMax: null },
      'Enter the maximum salary too, or leave both salaries blank.',
    ],
    [
      'salaryPeriod',
      'salary_period_invalid',
      { salaryPeriod: 'week' },
      'Choose whether the salary is per hour, per month or per year.',
    ],
    [
      'salaryMin',
      'salary_not_whole_number',
      { salaryMin: 4000.5 },
      'Salaries must be whole numbers, such as 90000 or 90 000.',
    ],
    [
      'salaryMax',
      'salary_not_whole_number',
      { salaryMax: '6k' },
      'Salaries must be whole numbers, such as 90000 or 90 000.',
    ],
    [
      'salaryMin',
      'salary_currency_sign',
      { salaryMin: '£24,500' },
      'Type the amount without a currency sign, such as 24500 or 24,500, and choose the currency in its own field.',
    ],
    [
      'salaryMin',
      'salary_out_of_range',
      { salaryMin: -1 },
      'Salaries must be between 0 and 1,000,000,000.',
    ],
    [
      'salaryMax',
      'salary_range_invalid',
      { salaryMin: 7000, salaryMax: 6000 },
      'The minimum salary cannot be higher than the maximum salary.',
    ],
    [
      'salaryMax',
      'salary_out_of_range',
      { salaryMax: 1_000_000_001 },
      'Salaries must be between 0 and 1,000,000,000.',
    ],
    [
      'currency',
      'currency_invalid',
      { currency: 'CHF' },
      'Choose the currency: RUB, USD, EUR, GBP, CAD or AUD.',
    ],
    [
      'description',
      'job_description_too_long',
      { description: 'x'.repeat(20_001) },
      'The job description is too long: use at most 20,000 characters.',
    ],
    [
      'company',
      'vacancy_company_too_long',
      { company: 'x'.repeat(201) },
      'The company name is too long: use at most 200 characters.',
    ],
    [
      'location',
      'vacancy_location_too_long',
      { location: 'x'.repeat(201) },
      'The location is too long: use at most 200 characters.',
    ],
    [
      'requirements',
      'vacancy_requirements_too_long',
      { requirements: 'x'.repeat(10_001) },
      'The requirements are too long: use at most 10,000 characters.',
    ],
    [
      'description',
      'vacancy_description_required',
      { description: '\n' },
      'Please enter the job description.',
    ],
    [
      'requirements',
      'vacancy_requirements_required',
      { requirements: '' },
      'Please enter the requirements.',
    ],
    [
      'benefits',
      'vacancy_benefits_too_long',
      { benefits: 'x'.repeat(10_001) },
      'The benefits are too long: use at most 10,000 characters.',
    ],
    [
      'workMode',
      'work_mode_invalid',
      { workMode: 'office' },
      'Choose the work mode: on-site, hybrid or remote.',
    ],
    [
      'employmentType',
      'employment_type_invalid',
      { employmentType: 'freelance' },
      'Choose the employment type: full-time, part-time, contract or internship.',
    ],
    [
      'experienceLevel',
      'experience_level_invalid',
      { experienceLevel: 'guru' },
      'Choose the experience level: entry, mid, senior or lead.',
    ],
  ])('refuses a bad %s (%s) and stores nothing', async (_field, code, change, message) => {
    const res = await call(t, {
      method: 'POST',
      path: '/api/vacancies',
      who: owner,
      body: { ...BACKEND_VACANCY, ...change },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code, message } });
    expect(await storedCount()).toBe(0);
  });

  it.each([
    [
      'salary_range_invalid',
      { salaryMin: 7000 },
      'Минимальная зарплата не может быть больше максимальной.',
    ],
    ['vacancy_title_required', { title: '' }, 'Пожалуйста, укажите название должности.'],
    [
      'salary_not_whole_number',
      { salaryMax: '1,5' },
      'Зарплата должна быть целым числом, например 90000 или 90 000.',
    ],
  ])('says %s in Russian', async (code, change, message) => {
    const res = await call(t, {
      method: 'POST',
      path: '/api/vacancies',
      who: owner,
      body: { ...BACKEND_VACANCY, ...change },
      language: 'ru',
    });
    expect(res.body).toEqual({ error: { code, message } });
  });

  it('limits posting to 20 vacancies an hour per user', async () => {
    for (let i = 0; i < 20; i += 1) await postVacancy(t, owner);
    const res = await call(t, {
      method: 'POST',
      path: '/api/vacancies',
      who: owner,
      body: BACKEND_VACANCY,
    });
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('rate_limited');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user is not held back by the first one's posts.
    await postVacancy(t, other);
  });
});

describe('GET /api/vacancies/:id', () => {
  it('shows an active vacancy to a guest, who owns, saved and applied nothing', async () => {
    const posted = await postVacancy(t, owner);
    const res = await call(t, { method: 'GET', path: `/api/vacancies/${posted.id}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      vacancy: { ...posted, ...BACKEND_VACANCY },
      viewer: { isSignedIn: false, isOwner: false, isSaved: false, application: null },
    });
  });

  it('tells the owner it is theirs and another user that it is not', async () => {
    const posted = await postVacancy(t, owner);
    const asOwner = await call(t, {
      method: 'GET',
      path: `/api/vacancies/${posted.id}`,
      who: owner,
    });
    expect(asOwner.body.viewer).toEqual({
      isSignedIn: true,
      isOwner: true,
      isSaved: false,
      application: null,
    });
    const asOther = await call(t, {
      method: 'GET',
      path: `/api/vacancies/${posted.id}`,
      who: other,
    });
    expect(asOther.body.viewer).toMatchObject({ isSignedIn: true, isOwner: false });
  });

  it('hides an inactive vacancy from everyone but its owner', async () => {
    const posted = await postVacancy(t, owner);
    await call(t, {
      method: 'PATCH',
      path: `/api/vacancies/${posted.id}/status`,
      who: owner,
      body: { status: 'inactive' },
    });
    for (const who of [undefined, other]) {
      const res = await call(t, { method: 'GET', path: `/api/vacancies/${posted.id}`, who });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error: { code: 'vacancy_not_found', message: 'Vacancy not found' },
      });
    }
    const inRussian = await call(t, {
      method: 'GET',
      path: `/api/vacancies/${posted.id}`,
      who: other,
      language: 'ru',
    });
    expect(inRussian.body.error.message).toBe('Вакансия не найдена');
    const asOwner = await call(t, {
      method: 'GET',
      path: `/api/vacancies/${posted.id}`,
      who: owner,
    });
    expect(asOwner.status).toBe(200);
    expect(asOwner.body.vacancy.status).toBe('inactive');
  });

  it.each([UNKNOWN_ID, 'not-a-uuid', "1' or '1'='1"])('answers 404 for id %s', async (id) => {
    const res = await call(t, { method: 'GET', path: `/api/vacancies/${encodeURIComponent(id)}` });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('vacancy_not_found');
  });
});

describe('PATCH /api/vacancies/:id (edit)', () => {
  it('lets the owner change fields and refreshes updatedAt', async () => {
    const posted = await postVacancy(t, owner);
    const before = await ageVacancy(posted.id);
    const res = await call(t, {
      method: 'PATCH',
      path: `/api/vacancies/${posted.id}`,
      who: owner,
      body: { ...RUSSIAN_VACANCY },
    });
    expect(res.status).toBe(200);
    expect(res.body.vacancy).toMatchObject({ ...RUSSIAN_VACANCY, createdAt: posted.createdAt });
    expect(res.body.vacancy.updatedAt > before).toBe(true);
  });

  it('keeps the work mode, type and level an edit leaves out, and clears one set to not stated', async () => {
    const posted = await postVacancy(t, owner);
    const edit = (body: object) =>
      call(t, { method: 'PATCH', path: `/api/vacancies/${posted.id}`, who: owner, body });
    expect((await edit({ title: 'Staff Engineer' })).body.vacancy).toMatchObject({
      workMode: 'hybrid',
      employmentType: 'full_time',
      experienceLevel: 'mid',
    });
    expect((await edit({ workMode: '', experienceLevel: 'lead' })).body.vacancy).toMatchObject({
      workMode: null,
      employmentType: 'full_time',
      experienceLevel: 'lead',
    });
  });

  it('checks the salary range against the stored salaries it was not sent', async () => {
    const posted = await postVacancy(t, owner);
    const res = await call(t, {
      method: 'PATCH',
      path: `/api/vacancies/${posted.id}`,
      who: owner,
      body: { salaryMin: BACKEND_VACANCY.salaryMax + 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('salary_range_invalid');
    const ok = await call(t, {
      method: 'PATCH',
      path: `/api/vacancies/${posted.id}`,
      who: owner,
      body: { salaryMin: 5000 },
    });
    expect(ok.body.vacancy).toMatchObject({
      salaryMin: 5000,
      salaryMax: 6000,
      title: 'Backend Developer',
    });
  });

  it('leaves a salary not stated only with both ends, and keeps its period', async () => {
    const posted = await postVacancy(t, owner);
    const edit = (body: object) =>
      call(t, { method: 'PATCH', path: `/api/vacancies/${posted.id}`, who: owner, body });
    const oneEnd = await edit({ salaryMax: null });
    expect(oneEnd.status).toBe(400);
    expect(oneEnd.body.error.code).toBe('salary_max_required');
    expect((await edit({ salaryMin: '', salaryMax: '' })).body.vacancy).toMatchObject({
      salaryMin: null,
      salaryMax: null,
    });
    const hourly = await edit({ salaryMin: 30, salaryMax: 35, salaryPeriod: 'hour' });
    expect(hourly.body.vacancy).toMatchObject({
      salaryMin: 30,
      salaryMax: 35,
      salaryPeriod: 'hour',
    });
    expect((await edit({ title: 'Barista' })).body.vacancy.salaryPeriod).toBe('hour');
  });

  it('validates an edit like a new vacancy', async () => {
    const posted = await postVacancy(t, owner);
    const res = await call(t, {
      method: 'PATCH',
      path: `/api/vacancies/${posted.id}`,
      who: owner,
      body: { title: '' },
    });
    expect(res.body.error.code).toBe('vacancy_title_required');
  });

  it('answers 404 to another user and leaves the vacancy as it was; 401 to a guest', async () => {
    const posted = await postVacancy(t, owner);
    const byOther = await call(t, {
      method: 'PATCH',
      path: `/api/vacancies/${posted.id}`,
      who: other,
      body: { title: 'Hijacked' },
    });
    expect(byOther.status).toBe(404);
    expect(byOther.body.error.code).toBe('vacancy_not_found');
    const byGuest = await call(t, {
      method: 'PATCH',
      path: `/api/vacancies/${posted.id}`,
      body: { title: 'Hijacked' },
    });
    expect(byGuest.status).toBe(401);
    const stored = await call(t, { method: 'GET', path: `/api/vacancies/${posted.id}` });
    expect(stored.body.vacancy.title).toBe('Backend Developer');
  });
});

describe('PATCH /api/vacancies/:id/status (the toggle)', () => {
  it('deactivates and reactivates, refreshing updatedAt each time', async () => {
    const posted = await postVacancy(t, owner);
    for (const status of ['inactive', 'active'] as const) {
      const before = await ageVacancy(posted.id);
      const res = await call(t, {
        method: 'PATCH',
        path: `/api/vacancies/${posted.id}/status`,
        who: owner,
        body: { status },
      });
      expect(res.status).toBe(200);
      expect(res.body.vacancy.status).toBe(status);
      expect(res.body.vacancy.updatedAt > before).toBe(true);
    }
  });

  it('refuses an unknown status, in both languages', async () => {
    const posted = await postVacancy(t, owner);
    for (const [language, message] of [
      ['en', 'A vacancy can only be active or inactive.'],
      ['ru', 'Вакансия может быть только активной или неактивной.'],
    ]) {
      const res = await call(t, {
        method: 'PATCH',
        path: `/api/vacancies/${posted.id}/status`,
        who: owner,
        body: { status: 'archived' },
        language,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code: 'vacancy_status_invalid', message } });
    }
  });

  it('answers 404 to another user and changes nothing', async () => {
    const posted = await postVacancy(t, owner);
    const res = await call(t, {
      method: 'PATCH',
      path: `/api/vacancies/${posted.id}/status`,
      who: other,
      body: { status: 'inactive' },
    });
    expect(res.status).toBe(404);
    const stored = await call(t, { method: 'GET', path: `/api/vacancies/${posted.id}` });
    expect(stored.body.vacancy.status).toBe('active');
  });
});

describe('DELETE /api/vacancies/:id', () => {
  it('deletes the owner’s vacancy for good', async () => {
    const posted = await postVacancy(t, owner);
    const res = await call(t, {
      method: 'DELETE',
      path: `/api/vacancies/${posted.id}`,
      who: owner,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: posted.id, isDeleted: true });
    expect(
      (await call(t, { method: 'GET', path: `/api/vacancies/${posted.id}`, who: owner })).status,
    ).toBe(404);
    const again = await call(t, {
      method: 'DELETE',
      path: `/api/vacancies/${posted.id}`,
      who: owner,
    });
    expect(again.status).toBe(404);
  });

  it('answers 404 to another user and 401 to a guest, and keeps the vacancy', async () => {
    const posted = await postVacancy(t, owner);
    const byOther = await call(t, {
      method: 'DELETE',
      path: `/api/vacancies/${posted.id}`,
      who: other,
    });
    expect(byOther.status).toBe(404);
    expect(byOther.body.error.code).toBe('vacancy_not_found');
    expect((await call(t, { method: 'DELETE', path: `/api/vacancies/${posted.id}` })).status).toBe(
      401,
    );
    expect(await storedCount()).toBe(1);
  });
});

describe('GET /api/my/vacancies (Manage Vacancies)', () => {
  it("lists only the owner's vacancies, active first, inactive ones included", async () => {
    const first = await postVacancy(t, owner, { ...BACKEND_VACANCY, title: 'First' });
    const second = await postVacancy(t, owner, { ...BACKEND_VACANCY, title: 'Second' });
    const third = await postVacancy(t, owner, { ...BACKEND_VACANCY, title: 'Third' });
    await postVacancy(t, other, { ...BACKEND_VACANCY, title: 'Not yours' });
    await call(t, {
      method: 'PATCH',
      path: `/api/vacancies/${third.id}/status`,
      who: owner,
      body: { status: 'inactive' },
    });

    const res = await call(t, { method: 'GET', path: '/api/my/vacancies', who: owner });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(
      res.body.vacancies.map((row: { id: string; status: string }) => [row.id, row.status]),
    ).toEqual([
      [second.id, 'active'],
      [first.id, 'active'],
      [third.id, 'inactive'],
    ]);
    expect(res.body.vacancies[0]).toEqual({
      id: second.id,
      title: 'Second',
      company: BACKEND_VACANCY.company,
      location: BACKEND_VACANCY.location,
      salaryMin: BACKEND_VACANCY.salaryMin,
      salaryMax: BACKEND_VACANCY.salaryMax,
      currency: BACKEND_VACANCY.currency,
      salaryPeriod: 'month',
      workMode: 'hybrid',
      employmentType: 'full_time',
      experienceLevel: 'mid',
      status: 'active',
      excerpt: BACKEND_VACANCY.description,
      createdAt: second.createdAt,
      updatedAt: second.updatedAt,
      applicationsCount: 0,
    });
  });

  it('is empty for a new user and refuses a guest', async () => {
    expect((await call(t, { method: 'GET', path: '/api/my/vacancies', who: other })).body).toEqual({
      vacancies: [],
    });
    expect((await call(t, { method: 'GET', path: '/api/my/vacancies' })).status).toBe(401);
  });
});
