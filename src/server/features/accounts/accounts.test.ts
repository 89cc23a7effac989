import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type SmtpCapture,
  firstLink,
  startSmtpCapture,
} from '../../../../tests/support/smtp-capture';
import {
  TEST_APP_URL,
  type TestApp,
  createTestApp,
  jsonRequest,
} from '../../../../tests/support/test-app';
import { jobs, users, verifications } from '../../db/schema';

let t: TestApp;
let smtp: SmtpCapture;
beforeEach(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ smtpUrl: smtp.url });
});
// The app first, so no mail is on its way when the capture server stops.
afterEach(async () => {
  await t.close();
  await smtp.close();
});

const ADA = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical engine 1843' };

/** The cookie header a browser would send back after this response. */
function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function signUp(body: Record<string, unknown> = ADA, language = 'en') {
  return t.app.request('/api/auth/sign-up', jsonRequest('POST', body, { language }));
}

async function signIn(email: string, password: string) {
  return t.app.request('/api/auth/sign-in', jsonRequest('POST', { email, password }));
}

async function sessionUser(cookie: string) {
  const res = await t.app.request('/api/session', { headers: { cookie } });
  return ((await res.json()) as { user: { email: string; name: string } | null }).user;
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

/** Password-reset jobs not yet done: each is a request still to be handled. */
function unfinishedResetJobs(database: { db: TestApp['database']['db'] }) {
  return database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'password-reset'), isNull(jobs.finishedAt)));
}

describe('sign-up', () => {
  it('creates the user record of the spec and signs the user in with a safe cookie', async () => {
    const res = await signUp();
    expect(res.status).toBe(201);
    const body = (await res.json()) as { user: { id: string; name: string; email: string } };
    expect(body.user).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      country: null,
      linkedIn: null,
    });

    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^hireready\.session_token=/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/; Secure/); // plain http here; Secure comes with an https APP_URL
    expect(res.headers.get('cache-control')).toBe('no-store');

    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row).toMatchObject({ balance: 0, pro: false, country: null, linkedIn: null });
    expect(await sessionUser(cookieFrom(res))).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
    });
  });

  it('marks the session cookie Secure when the app is served over https', async () => {
    await t.close();
    t = await createTestApp({ smtpUrl: smtp.url, appUrl: 'https://hireready.example' });
    const res = await t.app.request(
      'https://hireready.example/api/auth/sign-up',
      jsonRequest('POST', ADA),
    );
    expect(res.status).toBe(201);
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^__Secure-hireready\.session_token=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
  });

  it('stores the email lower-cased and refuses a second account for it', async () => {
    expect((await signUp({ ...ADA, email: ' ADA@Example.com ' })).status).toBe(201);
    const again = await signUp();
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({
      code: 'email_already_registered',
      message: 'Email is already registered',
    });
    const inRussian = await signUp(ADA, 'ru');
    expect((await errorOf(inRussian)).message).toBe(
      'Этот адрес электронной почты уже зарегистрирован',
    );
  });

  it.each([
    [{ ...ADA, email: 'ada@' }, 'invalid_email', 'Invalid email address'],
    [{ ...ADA, password: '12345' }, 'weak_password', 'Password should be at least 6 characters'],
    [{ ...ADA, name: '  ' }, 'name_required', 'Please enter your full name.'],
    [{ ...ADA, password: 'password' }, 'common_password', expect.stringContaining('most common')],
    [{ ...ADA, password: 'Qwerty123' }, 'common_password', expect.stringContaining('most common')],
  ])('refuses %j with a clear message and creates nothing', async (body, code, message) => {
    const res = await signUp(body);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code, message });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await t.database.db.select().from(users)).toEqual([]);
  });
});

describe('sign-in and sign-out', () => {
  it('answers a wrong password and an unknown email exactly alike', async () => {
    await signUp();
    const wrongPassword = await signIn(ADA.email, 'not the password');
    const unknownEmail = await signIn('nobody@example.com', 'not the password');
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(await wrongPassword.json()).toEqual(await unknownEmail.json());
    expect((await signIn(ADA.email, 'not the password').then(errorOf)).message).toBe(
      'Failed to sign in',
    );
  });

  it('gives a new session at each sign-in, and sign-out ends it on the server', async () => {
    const first = cookieFrom(await signUp());
    const signedIn = await signIn(ADA.email, ADA.password);
    expect(signedIn.status).toBe(200);
    const second = cookieFrom(signedIn);
    expect(second).not.toBe(first);

    const out = await t.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie: second },
    });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(/hireready\.session_token=;.*Max-Age=0/);
    // The old cookie, replayed, no longer opens the session.
    expect(await sessionUser(second)).toBeNull();
    expect(await sessionUser(first)).not.toBeNull();
  });

  it('stops a sixth failed sign-in for one account within 15 minutes, even with the right password', async () => {
    await signUp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(ADA.email, `wrong ${attempt}`)).status).toBe(401);
    }
    const blocked = await signIn(ADA.email, ADA.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await errorOf(blocked)).message).toBe(
      'Too many attempts. Please wait 15 min and try again.',
    );
    expect(blocked.headers.getSetCookie()).toEqual([]);
  });

  it('never locks the owner out of a browser they signed in with before (a device cookie)', async () => {
    await signUp();
    const first = await signIn(ADA.email, ADA.password);
    const device = first.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('hireready.device='));
    expect(device).toMatch(/; HttpOnly/);
    const deviceCookie = (device ?? '').split(';')[0] ?? '';
    // A stranger guesses, from many addresses: the account is locked for unknown browsers...
    for (let attempt = 1; attempt <= 6; attempt += 1) await signIn(ADA.email, `guess ${attempt}`);
    expect((await signIn(ADA.email, ADA.password)).status).toBe(429);
    // ...but not for the owner's own browser.
    const owner = await t.app.request(
      '/api/auth/sign-in',
      jsonRequest('POST', ADA, { headers: { cookie: deviceCookie } }),
    );
    expect(owner.status).toBe(200);
    // A device cookie is bound to its account: it opens no exception for another one.
    const forged = await t.app.request(
      '/api/auth/sign-in',
      jsonRequest('POST', ADA, { headers: { cookie: deviceCookie.replace(/.$/, 'x') } }),
    );
    expect(forged.status).toBe(429);
  });

  it('lets the account in again once the window has passed', async () => {
    let now = new Date('2026-11-22T10:00:00Z');
    await t.close();
    t = await createTestApp({ smtpUrl: smtp.url, now: () => now });
    await signUp();
    for (let attempt = 1; attempt <= 5; attempt += 1) await signIn(ADA.email, 'wrong');
    expect((await signIn(ADA.email, ADA.password)).status).toBe(429);
    now = new Date('2026-11-22T10:16:00Z');
    expect((await signIn(ADA.email, ADA.password)).status).toBe(200);
  });
});

describe('cross-site requests', () => {
  it.each([[{ Origin: 'https://evil.example' }], [{ 'Sec-Fetch-Site': 'cross-site' }]])(
    'are refused before anything changes (%j)',
    async (headers) => {
      const res = await t.app.request('/api/auth/sign-up', jsonRequest('POST', ADA, { headers }));
      expect(res.status).toBe(403);
      expect((await errorOf(res)).code).toBe('cross_origin_refused');
      expect(await t.database.db.select().from(users)).toEqual([]);
    },
  );

  it('are allowed from the app itself', async () => {
    const res = await t.app.request(
      '/api/auth/sign-up',
      jsonRequest('POST', ADA, {
        headers: { Origin: TEST_APP_URL, 'Sec-Fetch-Site': 'same-origin' },
      }),
    );
    expect(res.status).toBe(201);
  });
});

describe('password reset', () => {
  async function requestReset(email: string, language = 'en') {
    return t.app.request(
      '/api/auth/password-reset-request',
      jsonRequest('POST', { email }, { language }),
    );
  }

  async function resetLink(): Promise<{ link: string; token: string }> {
    const mail = await smtp.waitForMail((m) => m.subject?.includes('password') ?? false);
    const link = firstLink(mail);
    return { link, token: new URL(link).searchParams.get('token') ?? '' };
  }

  async function reset(token: string, password: string) {
    return t.app.request('/api/auth/password-reset', jsonRequest('POST', { token, password }));
  }

  it('says whether a reset link still works: usable until it is used, never for a made-up one', async () => {
    await signUp();
    await requestReset(ADA.email);
    const { token } = await resetLink();
    const check = async (value: string) => {
      const res = await t.app.request(
        `/api/auth/password-reset/check?token=${encodeURIComponent(value)}`,
      );
      expect(res.status).toBe(200);
      return ((await res.json()) as { isUsable: boolean }).isUsable;
    };
    expect(await check(token)).toBe(true);
    expect(await check('made-up-token')).toBe(false);
    expect((await reset(token, 'a brand new passphrase 2026')).status).toBe(200);
    expect(await check(token)).toBe(false);
    const empty = await t.app.request('/api/auth/password-reset/check?token=', {
      headers: { 'Accept-Language': 'ru' },
    });
    expect(empty.status).toBe(400);
  });

  it('answers the same for known and unknown addresses, and mails only the known one', async () => {
    await signUp();
    const known = await requestReset(ADA.email);
    const unknown = await requestReset('nobody@example.com');
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    await resetLink();
    expect(smtp.messages.map((m) => (m.to && 'text' in m.to ? m.to.text : ''))).toEqual([
      'ada@example.com',
    ]);
  });

  it('answers before the mail is on its way, and sends it after, whatever the mail server does meanwhile', async () => {
    // A mail server that takes its time: it acknowledges nothing until released.
    let release = () => {};
    const slow = await startSmtpCapture({
      holdData: new Promise<void>((done) => (release = done)),
    });
    const app = await createTestApp({ smtpUrl: slow.url });
    try {
      await app.app.request('/api/auth/sign-up', jsonRequest('POST', ADA));
      const known = await app.app.request(
        '/api/auth/password-reset-request',
        jsonRequest('POST', { email: ADA.email }),
      );
      const unknown = await app.app.request(
        '/api/auth/password-reset-request',
        jsonRequest('POST', { email: 'nobody@example.com' }),
      );
      // Both answered while the mail server still holds the known address's mail.
      expect([known.status, unknown.status]).toEqual([200, 200]);
      expect(await known.json()).toEqual(await unknown.json());
      expect(slow.messages).toHaveLength(0);
      release();
      const mail = await slow.waitForMail((m) => m.subject?.includes('password') ?? false);
      expect(firstLink(mail)).toContain('/reset-password?token=');
      await expect.poll(async () => (await unfinishedResetJobs(app.database)).length).toBe(0);
      expect(slow.messages).toHaveLength(1);
    } finally {
      release();
      await app.close();
      await slow.close();
    }
  });

  it('sends the link of a request its process took but died before handling, once the hold runs out', async () => {
    await signUp();
    await t.database.db.insert(jobs).values({
      kind: 'password-reset',
      payload: { email: ADA.email, language: 'ru' },
      attempts: 1,
      runAt: new Date(Date.now() - 60_000),
      // Taken by a process that was killed; its lease is over.
      lockedBy: 'killed-process',
      lockedUntil: new Date(Date.now() - 1_000),
    });
    t.app = t.restart();
    const mail = await smtp.waitForMail((m) => m.subject !== undefined);
    expect(mail.text).toContain('/reset-password?token=');
    expect(mail.subject).toMatch(/[а-яё]/i);
    await expect.poll(async () => (await unfinishedResetJobs(t.database)).length).toBe(0);
  });

  it('mails a link to APP_URL, never to the Host the request named', async () => {
    await signUp();
    await t.app.request(
      'http://attacker.example/api/auth/password-reset-request',
      jsonRequest(
        'POST',
        { email: ADA.email },
        { headers: { Host: 'attacker.example', 'X-Forwarded-Host': 'attacker.example' } },
      ),
    );
    const { link, token } = await resetLink();
    expect(link.startsWith(`${TEST_APP_URL}/reset-password?token=`)).toBe(true);
    expect(token.length).toBeGreaterThanOrEqual(22); // 24 characters of 62 ≈ 143 bits
  });

  it('sets the new password once: the old one and the link stop working, other sessions end', async () => {
    const otherDevice = cookieFrom(await signUp());
    await requestReset(ADA.email);
    const { token } = await resetLink();

    const done = await reset(token, 'a brand new passphrase');
    expect(done.status).toBe(200);
    // Following the mailed link proved the mailbox.
    const [row] = await t.database.db.select().from(users).where(eq(users.email, ADA.email));
    expect(row?.emailVerified).toBe(true);
    expect((await signIn(ADA.email, ADA.password)).status).toBe(401);
    expect((await signIn(ADA.email, 'a brand new passphrase')).status).toBe(200);
    expect(await sessionUser(otherDevice)).toBeNull();

    const reused = await reset(token, 'yet another passphrase');
    expect(reused.status).toBe(400);
    expect((await errorOf(reused)).code).toBe('reset_token_invalid');
  });

  it('forgets the browsers remembered before it: a thief’s device cookie is a stranger’s after a reset', async () => {
    await signUp();
    // The thief signed in once with the stolen password: their browser is a known device.
    const thief = await signIn(ADA.email, ADA.password);
    const thiefDevice =
      thief.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith('hireready.device='))
        ?.split(';')[0] ?? '';
    expect(thiefDevice).not.toBe('');
    await requestReset(ADA.email);
    const { token } = await resetLink();
    expect((await reset(token, 'a brand new passphrase')).status).toBe(200);

    // Guesses lock the account for unknown browsers; the thief's is one of them now, so it
    // cannot go on guessing the new password past the lock.
    for (let attempt = 1; attempt <= 5; attempt += 1) await signIn(ADA.email, `guess ${attempt}`);
    const fromThief = await t.app.request(
      '/api/auth/sign-in',
      jsonRequest(
        'POST',
        { email: ADA.email, password: 'another guess' },
        { headers: { cookie: thiefDevice } },
      ),
    );
    expect(fromThief.status).toBe(429);
  });

  it('keeps only a hash of the token', async () => {
    await signUp();
    await requestReset(ADA.email);
    const { token } = await resetLink();
    const rows = await t.database.db.select().from(verifications);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses an expired link', async () => {
    await signUp();
    await requestReset(ADA.email);
    const { token } = await resetLink();
    await t.database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await reset(token, 'a brand new passphrase');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(
      'This reset link is invalid, used or expired. Please request a new one.',
    );
  });

  it('lets exactly one of two simultaneous uses of a link win', async () => {
    await signUp();
    await requestReset(ADA.email);
    const { token } = await resetLink();
    const results = await Promise.all([
      reset(token, 'first new passphrase'),
      reset(token, 'second new passphrase'),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 400]);
    const winner = results[0]?.status === 200 ? 'first new passphrase' : 'second new passphrase';
    const loser =
      winner === 'first new passphrase' ? 'second new passphrase' : 'first new passphrase';
    expect((await signIn(ADA.email, winner)).status).toBe(200);
    expect((await signIn(ADA.email, loser)).status).toBe(401);
  });

  it('refuses a common new password and keeps the link usable', async () => {
    await signUp();
    await requestReset(ADA.email);
    const { token } = await resetLink();
    expect((await errorOf(await reset(token, 'iloveyou'))).code).toBe('common_password');
    expect((await reset(token, 'a good long passphrase')).status).toBe(200);
  });

  it('writes the mail in the language of the request', async () => {
    await signUp();
    await requestReset(ADA.email, 'ru');
    const mail = await smtp.waitForMail(() => true);
    expect(mail.subject).toMatch(/[а-яё]/i);
  });

  it('limits reset mails per address', async () => {
    await signUp();
    for (let i = 0; i < 3; i += 1) expect((await requestReset(ADA.email)).status).toBe(200);
    const limited = await requestReset(ADA.email);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
  });
});

describe('profile', () => {
  async function patchProfile(body: unknown, cookie?: string, language = 'en') {
    return t.app.request(
      '/api/profile',
      jsonRequest('PATCH', body, { language, headers: cookie ? { cookie } : {} }),
    );
  }

  it('saves full name, country and LinkedIn for the signed-in user only', async () => {
    const ada = cookieFrom(await signUp());
    const grace = cookieFrom(
      await signUp({
        name: 'Grace Hopper',
        email: 'grace@example.com',
        password: 'cobol and compilers',
      }),
    );
    const res = await patchProfile(
      {
        name: ' Ada King ',
        country: 'United Kingdom',
        linkedIn: 'https://www.linkedin.com/in/ada-lovelace',
      },
      ada,
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: unknown }).user).toMatchObject({
      name: 'Ada King',
      country: 'United Kingdom',
      linkedIn: 'https://www.linkedin.com/in/ada-lovelace',
    });
    expect(await sessionUser(ada)).toMatchObject({ name: 'Ada King' });
    expect(await sessionUser(grace)).toMatchObject({ name: 'Grace Hopper', country: null });
  });

  it('clears optional fields given as empty text', async () => {
    const ada = cookieFrom(await signUp());
    await patchProfile(
      { name: 'Ada', country: 'UK', linkedIn: 'https://uk.linkedin.com/in/ada' },
      ada,
    );
    await patchProfile({ name: 'Ada', country: '', linkedIn: '' }, ada);
    expect(await sessionUser(ada)).toMatchObject({ country: null, linkedIn: null });
  });

  it.each([
    ['linkedin.com/in/ada', 'https://linkedin.com/in/ada'],
    ['www.linkedin.com/in/ada/', 'https://www.linkedin.com/in/ada/'],
    ['http://www.linkedin.com/in/ada', 'https://www.linkedin.com/in/ada'],
  ])('takes the LinkedIn address %j as people copy it, stored as %j', async (linkedIn, stored) => {
    const ada = cookieFrom(await signUp());
    const res = await patchProfile({ name: 'Ada', country: null, linkedIn }, ada);
    expect(res.status).toBe(200);
    expect(await sessionUser(ada)).toMatchObject({ linkedIn: stored });
  });

  it.each([
    ['https://evil.example/in/ada', 'linkedin_url_invalid'],
    ['javascript:alert(1)', 'linkedin_url_invalid'],
    ['evil.example/linkedin.com/in/ada', 'linkedin_url_invalid'],
    ['ftp://www.linkedin.com/in/ada', 'linkedin_url_invalid'],
  ])('refuses the LinkedIn address %j and changes nothing', async (linkedIn, code) => {
    const ada = cookieFrom(await signUp());
    const res = await patchProfile({ name: 'Changed', country: null, linkedIn }, ada);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe(code);
    expect(await sessionUser(ada)).toMatchObject({ name: 'Ada Lovelace', linkedIn: null });
  });

  it('refuses a guest with 401 in the UI language', async () => {
    const res = await patchProfile(
      { name: 'Nobody', country: null, linkedIn: null },
      undefined,
      'ru',
    );
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({
      code: 'unauthorized',
      message: 'Пожалуйста, войдите, чтобы продолжить.',
    });
  });
});
