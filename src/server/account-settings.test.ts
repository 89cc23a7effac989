import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../tests/support/test-app';
import { accounts, applications, resumes, users } from './db/schema';
import { ANNA_PAGE_1, ANNA_PAGE_2 } from './features/resumes/test-resumes';
import { buildOneColumnPdf } from './features/resumes/test-pdfs';
import { type Person, call, postVacancy, signUp } from './features/vacancies/test-fixtures';

// Profile → Change password and Delete account (issue 35): the owner's own account only, each
// confirmed with the current password, and a deletion takes everything of the account with it.

const PASSWORD = 'a long enough passphrase';

let t: TestApp;
let olga: Person;
let boris: Person;
beforeEach(async () => {
  t = await createTestApp();
  olga = await signUp(t, 'Olga');
  boris = await signUp(t, 'Boris');
});
afterEach(async () => {
  await t.close();
});

async function signIn(email: string, password: string) {
  return call(t, { method: 'POST', path: '/api/auth/sign-in', body: { email, password } });
}

async function sessionOf(cookie: string) {
  const res = await t.app.request('/api/session', { headers: { cookie } });
  return ((await res.json()) as { user: { id: string } | null }).user;
}

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

describe('POST /api/account/password', () => {
  it('changes the password with the current one, ending every other session but this one', async () => {
    const elsewhere = await signIn(olga.email, PASSWORD);
    const otherCookie = cookieOf(elsewhere.headers);
    expect(await sessionOf(otherCookie)).not.toBeNull();

    const res = await call(t, {
      method: 'POST',
      path: '/api/account/password',
      who: olga,
      body: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' },
    });
    expect(res.status).toBe(200);
    expect(await sessionOf(cookieOf(res.headers))).toMatchObject({ id: olga.id });
    expect(await sessionOf(otherCookie)).toBeNull();
    expect((await signIn(olga.email, PASSWORD)).status).toBe(401);
    expect((await signIn(olga.email, 'a brand new passphrase')).status).toBe(200);
  });

  it('refuses a wrong current password in the UI language, and then a sixth try', async () => {
    const attempt = (language = 'en') =>
      call(t, {
        method: 'POST',
        path: '/api/account/password',
        who: olga,
        language,
        body: { currentPassword: 'not my password', newPassword: 'a brand new passphrase' },
      });
    const wrong = await attempt('ru');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({
      code: 'current_password_wrong',
      message: 'Это не ваш текущий пароль. Проверьте его или сбросьте на странице входа.',
    });
    for (let tries = 2; tries <= 5; tries += 1) expect((await attempt()).status).toBe(400);
    const right = await call(t, {
      method: 'POST',
      path: '/api/account/password',
      who: olga,
      body: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' },
    });
    expect(right.status).toBe(429);
    expect((await signIn(olga.email, PASSWORD)).status).toBe(200);
  });

  it('checks the new password as sign-up does, and says when the account has none', async () => {
    const short = await call(t, {
      method: 'POST',
      path: '/api/account/password',
      who: olga,
      body: { currentPassword: PASSWORD, newPassword: '123' },
    });
    expect(short.status).toBe(400);
    expect(short.body.error.code).toBe('weak_password');
    // An account made with Google has no password row of its own.
    await t.database.db
      .update(accounts)
      .set({ password: null })
      .where(eq(accounts.userId, olga.id));
    const none = await call(t, {
      method: 'POST',
      path: '/api/account/password',
      who: olga,
      body: { currentPassword: 'anything', newPassword: 'a brand new passphrase' },
    });
    expect(none.status).toBe(400);
    expect(none.body.error.code).toBe('password_not_set');
  });

  it('is for a signed-in user only', async () => {
    const res = await call(t, {
      method: 'POST',
      path: '/api/account/password',
      body: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' },
    });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/account and POST /api/account/delete', () => {
  async function tailorResume(person: Person) {
    const form = new FormData();
    const pdf = await buildOneColumnPdf([ANNA_PAGE_1, ANNA_PAGE_2]);
    form.set('file', new File([new Uint8Array(pdf)], 'anna.pdf', { type: 'application/pdf' }));
    form.set('jobDescription', 'Backend developer.\nRequirements: TypeScript, Node.js.');
    const res = await t.app.request('/api/resumes', {
      method: 'POST',
      headers: { cookie: person.cookie },
      body: form,
    });
    expect(res.status).toBe(201);
  }

  it('states what the account holds, then deletes it all on the password, files included', async () => {
    const vacancy = await postVacancy(t, olga);
    await call(t, { method: 'PUT', path: `/api/vacancies/${vacancy.id}/save`, who: boris });
    const applied = await call(t, {
      method: 'POST',
      path: `/api/vacancies/${vacancy.id}/applications`,
      who: boris,
      body: { coverLetter: 'Hello' },
    });
    expect(applied.status).toBe(201);
    await tailorResume(olga);
    const [resume] = await t.database.db.select().from(resumes).where(eq(resumes.userId, olga.id));
    expect(await t.storage.exists(resume!.path)).toBe(true);
    // A spoken answer whose recording she kept.
    const started = await call(t, {
      method: 'POST',
      path: '/api/interviews',
      who: olga,
      body: { jobTitle: 'Backend Developer', jobDescription: 'Node.js APIs.', language: 'en' },
    });
    const interviewId = (started.body as { interview: { id: string } }).interview.id;
    await call(t, {
      method: 'POST',
      path: `/api/interviews/${interviewId}/answers`,
      who: olga,
      body: { order: 1, answer: 'I rebuilt the billing API and cut its errors by half.' },
    });
    const kept = await t.app.request(`/api/interviews/${interviewId}/questions/1/recording`, {
      method: 'PUT',
      headers: { cookie: olga.cookie, 'Content-Type': 'audio/webm' },
      body: new Uint8Array([1, 2, 3, 4]),
    });
    expect(kept.status).toBe(201);
    const recordingKey = `recordings/${olga.id}/${interviewId}/1`;
    expect(await t.storage.exists(recordingKey)).toBe(true);

    const holdings = await call(t, { method: 'GET', path: '/api/account', who: olga });
    expect(holdings.status).toBe(200);
    expect(holdings.body.account).toEqual({
      hasPassword: true,
      interviews: 1,
      resumes: 1,
      stories: 0,
      applications: 0,
      savedJobs: 0,
      savedSearches: 0,
      vacancies: 1,
    });

    const wrong = await call(t, {
      method: 'POST',
      path: '/api/account/delete',
      who: olga,
      body: { confirmation: 'not my password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('account_deletion_confirmation_wrong');
    expect(await sessionOf(olga.cookie)).not.toBeNull();

    const res = await call(t, {
      method: 'POST',
      path: '/api/account/delete',
      who: olga,
      body: { confirmation: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join()).toMatch(/Max-Age=0/i);
    expect(await sessionOf(olga.cookie)).toBeNull();
    expect(await t.database.db.$count(users, eq(users.id, olga.id))).toBe(0);
    expect(await t.database.db.$count(resumes, eq(resumes.userId, olga.id))).toBe(0);
    expect(await t.storage.exists(resume!.path)).toBe(false);
    expect(await t.storage.exists(resume!.originalPath!)).toBe(false);
    expect(await t.storage.exists(recordingKey)).toBe(false);
    expect((await signIn(olga.email, PASSWORD)).status).toBe(401);

    // Her vacancy reads as closed; Boris keeps his application and saved job, with the title.
    const closed = await call(t, { method: 'GET', path: `/api/vacancies/${vacancy.id}/closed` });
    expect(closed.status).toBe(200);
    expect(closed.body.closed).toMatchObject({ title: 'Backend Developer' });
    const [application] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.userId, boris.id));
    expect(application).toMatchObject({ vacancyId: null, vacancyTitle: 'Backend Developer' });
    const saved = await call(t, { method: 'GET', path: '/api/saved-jobs', who: boris });
    expect(saved.body.savedJobs[0].vacancy).toMatchObject({
      title: 'Backend Developer',
      status: 'removed',
    });
    expect(await sessionOf(boris.cookie)).toMatchObject({ id: boris.id });
  });

  it('takes the email address for an account without a password', async () => {
    await t.database.db
      .update(accounts)
      .set({ password: null })
      .where(eq(accounts.userId, olga.id));
    const holdings = await call(t, { method: 'GET', path: '/api/account', who: olga });
    expect(holdings.body.account.hasPassword).toBe(false);
    const res = await call(t, {
      method: 'POST',
      path: '/api/account/delete',
      who: olga,
      body: { confirmation: ' OLGA@example.com ' },
    });
    expect(res.status).toBe(200);
    expect(await t.database.db.$count(users, eq(users.id, olga.id))).toBe(0);
  });

  it('asks for the confirmation in the UI language and deletes nothing without it', async () => {
    const res = await call(t, {
      method: 'POST',
      path: '/api/account/delete',
      who: olga,
      language: 'ru',
      body: { confirmation: '  ' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'Для подтверждения введите пароль (или, если вы входите через Google, адрес электронной почты).',
    );
    expect(await t.database.db.$count(users, eq(users.id, olga.id))).toBe(1);
    expect((await call(t, { method: 'POST', path: '/api/account/delete', body: {} })).status).toBe(
      401,
    );
  });
});
