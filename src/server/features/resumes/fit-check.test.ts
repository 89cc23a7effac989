import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ResumeFields } from '../../../shared/schemas/resumes';
import { signUp as signUpUser } from '../../../../tests/support/sign-up';
import { type TestApp, createTestApp, jsonRequest } from '../../../../tests/support/test-app';
import { createResumesRepository } from './resumes.repository';

// The fit check through the API (issue 38): a seeker's posting against their own resume, a
// vacancy of the board with what its fields state, and a visitor's trial that stores nothing.

const NURSE_FIELDS: ResumeFields = {
  language: 'en',
  name: 'Ann Lee',
  headline: 'Registered Nurse',
  contactItems: ['ann@example.com', 'Leeds'],
  sections: [
    {
      kind: 'experience',
      title: 'Experience',
      blocks: [
        { kind: 'text', text: 'Staff Nurse, St James Hospital', aside: 'Mar 2019 – Present' },
        {
          kind: 'bullet',
          text: 'Cannulation and phlebotomy for 28 surgical patients a shift',
          aside: '',
        },
        { kind: 'bullet', text: 'Wound care and discharge planning with families', aside: '' },
      ],
    },
    {
      kind: 'skills',
      title: 'Skills',
      blocks: [{ kind: 'text', text: 'Phlebotomy, wound care, Cerner', aside: '' }],
    },
  ],
};

const POSTING = [
  'Staff Nurse — Surgical Ward',
  'Requirements:',
  '- Phlebotomy',
  '- Wound care',
  'Nice to have:',
  '- Experience with Epic',
].join('\n');

interface Person {
  id: string;
  cookie: string;
}

let t: TestApp;

const signUp = (_t: TestApp, name: string): Promise<Person> =>
  signUpUser(t.app, `${name.toLowerCase()}@example.com`, name);

/** One API call as `who` (a guest when undefined), in the given UI language. */
async function call(
  _t: TestApp,
  request: { method: string; path: string; who?: Person; body?: unknown; language?: string },
) {
  const headers: Record<string, string> = request.who ? { cookie: request.who.cookie } : {};
  const res = await t.app.request(
    request.path,
    jsonRequest(request.method, request.body, { language: request.language ?? 'en', headers }),
  );
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads what it expects
  return { status: res.status, body: (text ? JSON.parse(text) : null) as any };
}

async function postVacancy(_t: TestApp, owner: Person) {
  const res = await call(t, {
    method: 'POST',
    path: '/api/vacancies',
    who: owner,
    body: {
      title: 'Backend Developer',
      company: 'Acme Payments',
      location: 'Berlin',
      salaryMin: 4000,
      salaryMax: 6000,
      currency: 'EUR',
      salaryPeriod: 'month',
      description: 'You will build payment services that process millions of transactions.',
      requirements: 'Three years of Node.js and PostgreSQL.',
      workMode: 'hybrid',
    },
  });
  expect(res.status).toBe(201);
  return res.body.vacancy as { id: string };
}
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function giveResume(person: Person, fields: ResumeFields = NURSE_FIELDS) {
  return createResumesRepository(t.database.db).create({
    userId: person.id,
    jobDescription: POSTING,
    fileName: 'ann-lee.pdf',
    path: `resumes/${person.id}/tailored.pdf`,
    originalPath: `resumes/${person.id}/original.pdf`,
    scoreBefore: 50,
    scoreAfter: 60,
    mode: 'offline',
    report: null as never,
    fields,
    fileSha256: 'a'.repeat(64),
    createdAt: new Date(),
  });
}

describe('POST /api/fit-check', () => {
  it('reads a pasted posting against the seeker’s resume, each requirement beside its line', async () => {
    const ann = await signUp(t, 'Ann');
    const resume = await giveResume(ann);
    const res = await call(t, {
      method: 'POST',
      path: '/api/fit-check',
      who: ann,
      body: { posting: POSTING, jobTitle: 'Staff Nurse' },
    });
    expect(res.status).toBe(200);
    const fit = res.body.fit;
    expect(['apply', 'stretch', 'skip']).toContain(fit.verdict);
    expect(fit).not.toHaveProperty('score');
    expect(fit.resume).toEqual({ id: resume.id, fileName: 'ann-lee.pdf' });
    const phlebotomy = fit.mustHaves.find(
      (item: { label: string }) => item.label.toLowerCase() === 'phlebotomy',
    );
    expect(phlebotomy).toMatchObject({
      status: 'shown',
      evidence: {
        section: 'experience',
        line: 'Cannulation and phlebotomy for 28 surgical patients a shift',
      },
    });
    const epic = fit.niceToHaves.find((item: { label: string }) => item.label === 'Epic');
    expect(epic).toMatchObject({ status: 'not_shown', evidence: null });
  });

  it('reads a vacancy of the board with the pay its fields state, against the seeker’s floor', async () => {
    const employer = await signUp(t, 'Employer');
    const vacancy = await postVacancy(t, employer);
    const ann = await signUp(t, 'Ann');
    await giveResume(ann);
    const res = await call(t, {
      method: 'POST',
      path: '/api/fit-check',
      who: ann,
      body: {
        vacancyId: vacancy.id,
        seeker: {
          salaryFloor: { amount: 90_000, currency: 'EUR', period: 'year' },
          workModes: ['remote'],
        },
      },
    });
    expect(res.status).toBe(200);
    const fit = res.body.fit;
    expect(fit.jobTitle).toBe('Backend Developer');
    // 4,000–6,000 EUR a month is 72,000 a year at best; the seeker accepts remote work only.
    expect(fit.pay).toMatchObject({
      fit: 'below_floor',
      posting: { min: 4000, max: 6000, currency: 'EUR' },
    });
    expect(fit.place).toMatchObject({ fit: 'does_not_fit', workMode: 'hybrid' });
    expect(fit.verdict).toBe('skip');
    expect(fit.reasons.map((reason: { code: string }) => reason.code)).toEqual(
      expect.arrayContaining(['pay_below_floor', 'work_mode_not_accepted']),
    );
  });

  it('asks a seeker without a resume to upload one first, in their language', async () => {
    const ann = await signUp(t, 'Ann');
    const res = await call(t, {
      method: 'POST',
      path: '/api/fit-check',
      who: ann,
      body: { posting: POSTING },
      language: 'ru',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('fit_resume_required');
    expect(res.body.error.message).toMatch(/конструкторе резюме/);
  });

  it('treats another seeker’s resume or an unseen vacancy as unknown', async () => {
    const ann = await signUp(t, 'Ann');
    const bob = await signUp(t, 'Bob');
    const annResume = await giveResume(ann);
    await giveResume(bob);
    const theirs = await call(t, {
      method: 'POST',
      path: '/api/fit-check',
      who: bob,
      body: { posting: POSTING, resumeId: annResume.id },
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.code).toBe('resume_not_found');
    const unknown = await call(t, {
      method: 'POST',
      path: '/api/fit-check',
      who: bob,
      body: { vacancyId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
  });

  it('says what to fix when the posting is missing or the floor is not a number', async () => {
    const ann = await signUp(t, 'Ann');
    await giveResume(ann);
    const empty = await call(t, {
      method: 'POST',
      path: '/api/fit-check',
      who: ann,
      body: { posting: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Paste the job posting you want to check.');
    const floor = await call(t, {
      method: 'POST',
      path: '/api/fit-check',
      who: ann,
      body: {
        posting: POSTING,
        seeker: { salaryFloor: { amount: 'lots', currency: 'EUR', period: 'year' } },
      },
    });
    expect(floor.status).toBe(400);
    expect(floor.body.error.code).toBe('fit_floor_invalid');
  });
});

describe('POST /api/fit-check/trial', () => {
  it('reads a visitor’s pasted resume against the posting and flags a fee asked of them', async () => {
    const res = await call(t, {
      method: 'POST',
      path: '/api/fit-check/trial',
      body: {
        posting: `${POSTING}\nA refundable uniform deposit of £50 is taken from your first pay.`,
        resumeText: [
          'Ann Lee',
          'Registered Nurse',
          'Experience',
          'Staff Nurse, St James Hospital  2019 – present',
          '• Phlebotomy and wound care on a surgical ward',
        ].join('\n'),
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.fit.verdict).toBe('skip');
    expect(res.body.fit.redFlags).toEqual([
      { code: 'fee', quote: 'A refundable uniform deposit of £50 is taken from your first pay.' },
    ]);
    expect(res.body.fit.mustHaves[0]).toMatchObject({
      status: 'shown',
      evidence: { line: 'Phlebotomy and wound care on a surgical ward' },
    });
  });

  it('asks for the resume in the visitor’s language', async () => {
    const res = await call(t, {
      method: 'POST',
      path: '/api/fit-check/trial',
      body: { posting: POSTING, resumeText: '' },
      language: 'ru',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'Вставьте текст резюме, чтобы мы сравнили его с вакансией.',
    );
  });
});
