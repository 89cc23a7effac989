import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from '../../tests/support/test-app';
import { seedVacancies, signUp } from './features/vacancies/test-fixtures';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(options: Parameters<typeof createTestApp>[0] = {}) {
  t = await createTestApp(options);
  return t;
}

describe('health', () => {
  it('/livez and /readyz answer 200 while the database is up', async () => {
    const { app } = await start();
    expect((await app.request('/livez')).status).toBe(200);
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok' });
  });

  it('/readyz answers 503 and API calls a clear 503 when the database is unreachable', async () => {
    const { app, database } = await start();
    await database.close();
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ database: 'unreachable' });
    const res = await app.request(
      '/api/newsletter',
      jsonRequest('POST', { email: 'a@example.com' }),
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: {
        code: 'service_unavailable',
        message: 'The service is temporarily unavailable. Please try again in a moment.',
      },
    });
    expect((await app.request('/livez')).status).toBe(200);
  });
});

describe('API errors', () => {
  it.each(['GET', 'POST', 'DELETE'])(
    'an unknown /api path answers 404 in the error shape (%s)',
    async (method) => {
      const { app } = await start();
      const res = await app.request('/api/no-such-thing', {
        method,
        headers: { 'Accept-Language': 'ru' },
      });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual({
        error: { code: 'not_found', message: 'Мы не нашли то, что вы искали.' },
      });
    },
  );

  it('GET /api/session answers that the visitor is a guest, never cached', async () => {
    const { app } = await start();
    const res = await app.request('/api/session');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ user: null });
  });
});

describe('security headers', () => {
  it.each(['/', '/api/session', '/api/missing', '/assets/index-abc123.js', '/livez'])(
    'are on every response (%s)',
    async (path) => {
      const { app } = await start();
      const res = await app.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      // Scripts from this origin only; WebAssembly may compile (the voice model), text never runs.
      expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
      expect(csp).not.toMatch(/'unsafe-eval'/);
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    },
  );

  it('isolates every page from other windows except the steps of the Google sign-in popup', async () => {
    const { app } = await start();
    for (const path of ['/', '/signin', '/api/session']) {
      expect((await app.request(path)).headers.get('cross-origin-opener-policy'), path).toBe(
        'same-origin-allow-popups',
      );
    }
    for (const path of [
      '/auth/google/done',
      '/api/auth/google/start',
      '/api/auth/provider/callback/google',
    ]) {
      expect((await app.request(path)).headers.get('cross-origin-opener-policy'), path).toBe(
        'unsafe-none',
      );
    }
  });

  it('adds HSTS over https, and behind a trusted proxy that says https', async () => {
    const { app } = await start({ trustProxy: true });
    expect(
      (await app.request('https://hireready.example/livez')).headers.get(
        'strict-transport-security',
      ),
    ).toContain('max-age=');
    const proxied = await app.request('/livez', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('ignores X-Forwarded-Proto unless the proxy is trusted', async () => {
    const { app } = await start({ trustProxy: false });
    const res = await app.request('/livez', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('single-page app', () => {
  it.each(['/', '/dashboard/saved-jobs', '/blog/some-post', '/new-interview'])(
    'serves index.html for %s, revalidated',
    async (path) => {
      const { app } = await start();
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    },
  );

  it('serves hashed assets as immutable and a missing asset as 404, not HTML', async () => {
    const { app } = await start();
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await app.request('/assets/index-old999.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).not.toContain('text/html');
  });

  it('does not serve files outside the client directory', async () => {
    const { app } = await start();
    const res = await app.request('/..%2f..%2fpackage.json');
    expect(res.status).toBe(404);
  });
});

describe('logs', () => {
  it('record each request without cookies, authorization headers, passwords or query strings', async () => {
    const { app, logs } = await start();
    await app.request(
      '/api/newsletter?token=reset-secret-123',
      jsonRequest(
        'POST',
        { email: 'ada@example.com', password: 'hunter2-secret' },
        {
          headers: {
            Cookie: 'session=cookie-secret-456',
            Authorization: 'Bearer bearer-secret-789',
          },
        },
      ),
    );
    const written = logs.join('');
    expect(written).toContain('"path":"/api/newsletter"');
    expect(written).toContain('"status":200');
    for (const secret of [
      'reset-secret-123',
      'hunter2-secret',
      'cookie-secret-456',
      'bearer-secret-789',
    ]) {
      expect(written).not.toContain(secret);
    }
  });
});

describe('compression', () => {
  it('sends large JSON gzipped to a browser that accepts it, and plain to one that does not', async () => {
    const t = await start();
    const owner = await signUp(t, 'Owner');
    await seedVacancies(t, owner.id, [{ title: 'First' }, { title: 'Second' }, { title: 'Third' }]);
    const zipped = await t.app.request('/api/vacancies', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    const plain = await t.app.request('/api/vacancies');
    const plainBody = await plain.text();
    expect(plainBody.length, 'the list should be long enough to compress').toBeGreaterThan(1024);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    const unzipped = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8');
    expect(JSON.parse(unzipped)).toEqual(JSON.parse(plainBody));
  });
});
