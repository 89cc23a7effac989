import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumes } from '../../src/server/db/schema';
import { createLocalStorage } from '../../src/server/storage/local-storage';
import { signUp } from '../support/sign-up';
import { type TestApp, createTestApp, jsonRequest } from '../support/test-app';
import { ADMIN_EMAIL, type World, buildWorld, startInterview, uploadResume } from './support/world';
import { makeTempDir } from '../support/temp-dirs';

// The security headers and cookie attributes on every kind of response the server gives: API
// JSON, the SPA page, a server-rendered page, a static file, a download, errors (404, 413, 500),
// a server-sent event stream and a feed. A header set only on the happy path is a header missing.

let t: TestApp;
let world: World;
let storageRoot: string;
beforeAll(async () => {
  storageRoot = makeTempDir('hireready-security-storage-');
  t = await createTestApp({
    trustProxy: true,
    adminEmails: [ADMIN_EMAIL],
    storage: createLocalStorage({ root: storageRoot }),
  });
  world = await buildWorld(t);
});
afterAll(async () => {
  await t.close();
});

type Send = (headers: Record<string, string>) => Promise<Response>;

interface ResponseKind {
  name: string;
  status: number;
  contentType: RegExp;
  send: Send;
}

const get =
  (path: string, options: { signedIn?: boolean } = {}): Send =>
  (headers) =>
    Promise.resolve(
      t.app.request(path, {
        headers: {
          'Accept-Language': 'en',
          ...(options.signedIn ? { cookie: world.alice.cookie } : {}),
          ...headers,
        },
      }),
    );

/** A resume whose stored file has gone missing: the download fails on our side (500). */
async function lostResumeDownload(headers: Record<string, string>): Promise<Response> {
  const resumeId = await uploadResume(t, world.alice);
  const [row] = await t.database.db.select().from(resumes).where(eq(resumes.id, resumeId));
  if (!row?.originalPath) throw new Error('the upload stored no original');
  rmSync(join(storageRoot, row.originalPath));
  return get(`/api/resumes/${resumeId}/download?file=original`, { signedIn: true })(headers);
}

const KINDS: ResponseKind[] = [
  { name: 'API JSON', status: 200, contentType: /^application\/json/, send: get('/api/session') },
  {
    name: 'public API JSON',
    status: 200,
    contentType: /^application\/json/,
    send: get('/api/vacancies'),
  },
  { name: 'SPA page', status: 200, contentType: /^text\/html/, send: get('/dashboard') },
  {
    name: 'server-rendered blog post',
    status: 200,
    contentType: /^text\/html/,
    send: (headers) => get(`/blog/${world.postSlug}`)(headers),
  },
  {
    name: 'server-rendered vacancy',
    status: 200,
    contentType: /^text\/html/,
    send: (headers) => get(`/vacancies/${world.vacancyId}`)(headers),
  },
  {
    name: 'static asset',
    status: 200,
    contentType: /javascript/,
    send: get('/assets/index-abc123.js'),
  },
  {
    name: 'resume download',
    status: 200,
    contentType: /^application\/pdf/,
    send: (headers) =>
      get(`/api/resumes/${world.resumeId}/download?file=original`, { signedIn: true })(headers),
  },
  { name: 'API 404', status: 404, contentType: /^application\/json/, send: get('/api/nope') },
  {
    name: 'missing static file 404',
    status: 404,
    contentType: /^text\/plain/,
    send: get('/assets/missing-0123.js'),
  },
  { name: 'API 401', status: 401, contentType: /^application\/json/, send: get('/api/resumes') },
  {
    name: 'API 413',
    status: 413,
    contentType: /^application\/json/,
    send: (headers) =>
      Promise.resolve(
        t.app.request(
          '/api/feedbacks',
          jsonRequest(
            'POST',
            { title: 'Long', description: 'x'.repeat(200 * 1024), stars: 5 },
            { headers },
          ),
        ),
      ),
  },
  { name: 'API 500', status: 500, contentType: /^application\/json/, send: lostResumeDownload },
  {
    name: 'server-sent events',
    status: 200,
    contentType: /^text\/event-stream/,
    send: async (headers) => {
      const interviewId = await startInterview(t, world.alice);
      return t.app.request(
        `/api/interviews/${interviewId}/answers/stream`,
        jsonRequest(
          'POST',
          { order: 1, answer: 'I led the migration of our payments API.' },
          { headers: { cookie: world.alice.cookie, ...headers } },
        ),
      );
    },
  },
  { name: 'RSS feed', status: 200, contentType: /^application\/rss\+xml/, send: get('/rss.xml') },
];

function directives(csp: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

describe.each(KINDS)('$name', (kind) => {
  it('carries the security headers, and HSTS only over https', async () => {
    const res = await kind.send({});
    await res.arrayBuffer();
    expect(res.status).toBe(kind.status);
    expect(res.headers.get('content-type')).toMatch(kind.contentType);

    const csp = directives(res.headers.get('content-security-policy'));
    const scriptSrc = csp.get('script-src') ?? csp.get('default-src');
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toBeNull();

    const overHttps = await kind.send({ 'X-Forwarded-Proto': 'https' });
    await overHttps.arrayBuffer();
    expect(overHttps.status).toBe(kind.status);
    expect(overHttps.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
  });

  it('sets no cookie', async () => {
    const res = await kind.send({ cookie: world.alice.cookie });
    await res.arrayBuffer();
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe('responses anyone may cache', () => {
  it.each(KINDS.filter((kind) => kind.status === 200))(
    '$name is either private or free of anything personal',
    async (kind) => {
      const res = await kind.send({ cookie: world.alice.cookie });
      await res.arrayBuffer();
      const cacheControl = res.headers.get('cache-control') ?? '';
      if (/\bpublic\b|max-age=[1-9]/.test(cacheControl)) {
        expect(res.headers.getSetCookie()).toEqual([]);
        expect(res.headers.get('vary') ?? '').not.toMatch(/cookie/i);
      }
    },
  );
});

describe('behind a proxy the app does not trust', () => {
  it('ignores X-Forwarded-Proto for HSTS', async () => {
    const untrusting = await createTestApp({ trustProxy: false });
    try {
      const res = await untrusting.app.request('/api/session', {
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      expect(res.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await untrusting.close();
    }
  });
});

describe('the session cookie', () => {
  function sessionCookie(res: Response): string {
    const cookie = res.headers.getSetCookie().find((value) => /session_token=/.test(value));
    if (!cookie) throw new Error('no session cookie was set');
    return cookie;
  }

  it('is HttpOnly, SameSite=Lax and for the whole site, on sign-up and sign-in', async () => {
    const signUpRes = await t.app.request(
      '/api/auth/sign-up',
      jsonRequest('POST', {
        name: 'Cookie',
        email: 'cookie@example.com',
        password: 'a long enough passphrase',
      }),
    );
    const signInRes = await t.app.request(
      '/api/auth/sign-in',
      jsonRequest('POST', { email: 'cookie@example.com', password: 'a long enough passphrase' }),
    );
    for (const res of [signUpRes, signInRes]) {
      const cookie = sessionCookie(res);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
      expect(cookie).toMatch(/;\s*Path=\/(;|$)/);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('is Secure, with the __Secure- prefix, when the app is served over https', async () => {
    const https = await createTestApp({ appUrl: 'https://hireready.test', trustProxy: true });
    try {
      const res = await https.app.request(
        '/api/auth/sign-up',
        jsonRequest('POST', {
          name: 'Secure',
          email: 'secure@example.com',
          password: 'a long enough passphrase',
        }),
      );
      const cookie = sessionCookie(res);
      expect(cookie).toMatch(/^__Secure-/);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
    } finally {
      await https.close();
    }
  });

  it('is cleared on sign-out with the same attributes', async () => {
    const person = await signUp(t.app, 'leaving@example.com');
    const res = await t.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie: person.cookie },
    });
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/session_token=;/);
    expect(cookie).toMatch(/;\s*Max-Age=0/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/);
  });
});
