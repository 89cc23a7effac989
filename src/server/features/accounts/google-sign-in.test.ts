import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type OidcProvider, startOidcProvider } from '../../../../tests/support/oidc-provider';
import {
  TEST_APP_URL,
  type TestApp,
  createTestApp,
  jsonRequest,
} from '../../../../tests/support/test-app';
import { accounts, users } from '../../db/schema';

// The whole OpenID Connect code flow against a real local provider: our start route, the
// provider's authorize endpoint, and the callback, which exchanges the code over HTTP.

const CLIENT = { clientId: 'hireready-test-client', clientSecret: 'hireready-test-secret' };
const LINUS = {
  sub: 'google-sub-1001',
  email: 'linus@example.com',
  email_verified: true,
  name: 'Linus Torvalds',
};

let t: TestApp;
let provider: OidcProvider;
beforeEach(async () => {
  provider = await startOidcProvider({ ...LINUS });
  t = await createTestApp({ google: { ...CLIENT, issuer: provider.issuer } });
});
afterEach(async () => {
  await t.close();
  await provider.close();
});

function cookiesOf(res: Response, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=', 2) as [string, string]),
  );
  for (const cookie of res.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const [name = '', value = ''] = pair.split(/=(.*)/s);
    if (/max-age=0/i.test(cookie)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Runs the browser's part of the flow; returns where the app finally sent it and its cookies. */
async function signInWithGoogle(
  options: { cookie?: string; tamperCallback?: (url: URL) => void } = {},
) {
  const start = await t.app.request('/api/auth/google/start?mode=popup', {
    headers: { cookie: options.cookie ?? '' },
  });
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location') ?? '');
  let cookie = cookiesOf(start, options.cookie);

  const atProvider = await fetch(authorize, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get('location') ?? '');
  options.tamperCallback?.(callback);
  expect(callback.origin).toBe(TEST_APP_URL);

  const done = await t.app.request(`${callback.pathname}${callback.search}`, {
    headers: { cookie },
  });
  cookie = cookiesOf(done, cookie);
  return { authorize, location: new URL(done.headers.get('location') ?? '', TEST_APP_URL), cookie };
}

async function sessionUser(cookie: string) {
  const res = await t.app.request('/api/session', { headers: { cookie } });
  return ((await res.json()) as { user: { id: string; name: string; email: string } | null }).user;
}

describe('Google sign-in', () => {
  it('asks the provider with state, nonce and a PKCE challenge, for openid email profile', async () => {
    const start = await t.app.request('/api/auth/google/start');
    const authorize = new URL(start.headers.get('location') ?? '');
    expect(authorize.origin).toBe(new URL(provider.issuer).origin);
    expect(authorize.searchParams.get('client_id')).toBe(CLIENT.clientId);
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      `${TEST_APP_URL}/api/auth/provider/callback/google`,
    );
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('scope')?.split(' ').sort()).toEqual([
      'email',
      'openid',
      'profile',
    ]);
  });

  it('creates the user from the Google profile, keyed by sub, and signs them in', async () => {
    const { location, cookie } = await signInWithGoogle();
    expect(location.pathname).toBe('/auth/google/done');
    expect(location.searchParams.get('error')).toBeNull();
    expect(await sessionUser(cookie)).toMatchObject({
      name: 'Linus Torvalds',
      email: 'linus@example.com',
    });

    const [account] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.providerId, 'google'));
    expect(account?.accountId).toBe('google-sub-1001');
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'linus@example.com'));
    expect(user).toMatchObject({ balance: 0, pro: false, emailVerified: true });
  });

  it('recognises the same person by sub even when the Google email changes', async () => {
    const first = await sessionUser((await signInWithGoogle()).cookie);
    provider.identity = { ...LINUS, email: 'linus@linux.example' };
    const second = await sessionUser((await signInWithGoogle()).cookie);
    expect(second?.id).toBe(first?.id);
    expect(await t.database.db.select().from(users)).toHaveLength(1);
  });

  it('joins an existing account whose email was proven by a password reset', async () => {
    await t.app.request(
      '/api/auth/sign-up',
      jsonRequest('POST', { name: 'Linus', email: LINUS.email, password: 'kernel hacker 1991' }),
    );
    await t.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, LINUS.email));
    const user = await sessionUser((await signInWithGoogle()).cookie);
    expect(user).toMatchObject({ email: LINUS.email, name: 'Linus' });
    expect(await t.database.db.select().from(users)).toHaveLength(1);
  });

  it('does not join an account whose email nobody has proven, and says why', async () => {
    await t.app.request(
      '/api/auth/sign-up',
      jsonRequest('POST', { name: 'Squatter', email: LINUS.email, password: 'i got here first' }),
    );
    const { location, cookie } = await signInWithGoogle();
    expect(location.searchParams.get('error')).toBe('account_not_linked');
    expect(await sessionUser(cookie)).toBeNull();
    expect(
      await t.database.db.select().from(accounts).where(eq(accounts.providerId, 'google')),
    ).toEqual([]);
  });

  it('does not join any account when Google has not verified the email', async () => {
    await t.app.request(
      '/api/auth/sign-up',
      jsonRequest('POST', { name: 'Linus', email: LINUS.email, password: 'kernel hacker 1991' }),
    );
    await t.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, LINUS.email));
    provider.identity = { ...LINUS, email_verified: false };
    const { cookie } = await signInWithGoogle();
    expect(await sessionUser(cookie)).toBeNull();
    expect(
      await t.database.db.select().from(accounts).where(eq(accounts.providerId, 'google')),
    ).toEqual([]);
  });

  it.each([
    ['another audience', (payload: Record<string, unknown>) => void (payload.aud = 'someone-else')],
    [
      'another issuer',
      (payload: Record<string, unknown>) => void (payload.iss = 'https://evil.example'),
    ],
    [
      'another nonce',
      (payload: Record<string, unknown>) => void (payload.nonce = 'replayed-nonce'),
    ],
  ])('refuses an ID token with %s', async (_case, tamper) => {
    provider.tamper = tamper;
    const { location, cookie } = await signInWithGoogle();
    expect(location.searchParams.get('error')).toBeTruthy();
    expect(await sessionUser(cookie)).toBeNull();
    expect(await t.database.db.select().from(users)).toEqual([]);
  });

  it('refuses a callback whose state does not match the one this browser started with', async () => {
    const { location, cookie } = await signInWithGoogle({
      tamperCallback: (url) => url.searchParams.set('state', 'forged-state'),
    });
    expect(location.searchParams.get('error')).toBeTruthy();
    expect(await sessionUser(cookie)).toBeNull();
  });
});

describe('Google sign-in when not configured', () => {
  it('says so through the config endpoint and the start route', async () => {
    const unconfigured = await createTestApp();
    try {
      expect(await (await unconfigured.app.request('/api/config')).json()).toEqual({
        googleSignIn: false,
        aiModel: false,
        transcription: false,
      });
      const start = await unconfigured.app.request('/api/auth/google/start');
      expect(start.status).toBe(302);
      expect(start.headers.get('location')).toBe(
        `${TEST_APP_URL}/auth/google/done?mode=popup&error=not_configured`,
      );
    } finally {
      await unconfigured.close();
    }
  });
});
