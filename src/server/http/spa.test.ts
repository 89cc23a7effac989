import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaRoutes } from './spa';

// A built client as vite.config.ts writes it: each text file with its .br and .gz beside it.
const SCRIPT = `console.log(${JSON.stringify('HireReady '.repeat(300))});`;
const PAGE = `<!doctype html><html lang="en"><head><title>HireReady</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}</head><body><div id="root"></div></body></html>`;
// The landing page as scripts/prerender.ts writes it, once per language.
const LANDING_EN =
  '<!doctype html><html lang="en"><body><div id="root"><h1>Ready</h1></div></body></html>';
const LANDING_RU =
  '<!doctype html><html lang="ru"><body><div id="root"><h1>Готовы</h1></div></body></html>';
let clientDir = '';

beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'hireready-spa-'));
  mkdirSync(join(clientDir, 'assets'));
  const script = join(clientDir, 'assets', 'index-abc123.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  writeFileSync(join(clientDir, 'index.html'), PAGE);
  mkdirSync(join(clientDir, 'prerendered'));
  writeFileSync(join(clientDir, 'prerendered', 'landing.en.html'), LANDING_EN);
  writeFileSync(join(clientDir, 'prerendered', 'landing.ru.html'), LANDING_RU);
  mkdirSync(join(clientDir, '.vite'));
  writeFileSync(
    join(clientDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'features/vacancies/pages/vacancy-detail-page.tsx': {
        file: 'assets/vacancy-detail-page-1.js',
        imports: ['_format-2.js', '_x.js'],
      },
      '_format-2.js': { file: 'assets/format-2.js' },
      '_x.js': { file: 'assets/x.js' },
      'locales/en/vacancies.json': { file: 'assets/vacancies-3.js' },
      'locales/ru/vacancies.json': { file: 'assets/vacancies-4.js' },
    }),
  );
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

/** As the vacancy pages name their module (vacancy-pages.ts); other paths have none. */
const findClientModule = (path: string) =>
  /^\/vacancies\/[^/]+$/.test(path) ? 'features/vacancies/pages/vacancy-detail-page.tsx' : null;

const get = (path: string, acceptEncoding?: string) =>
  spaRoutes(clientDir, { findClientModule }).request(path, {
    headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
  });

describe('static files of the built app', () => {
  it('sends the precompressed brotli file to a browser that accepts it, cached for a year', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the plain file, and says the answer varies', async () => {
    const gzipped = await get('/assets/index-abc123.js', 'gzip');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await plain.text()).toBe(SCRIPT);
  });
});

describe('the HTML page', () => {
  it('is compressed for a browser that accepts gzip and revalidated on every visit', async () => {
    const res = await get('/vacancies/123', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('<title>');
    expect(res.headers.get('vary')?.match(/accept-encoding/gi)).toHaveLength(1);
  });

  it("preloads a public page's own chunks and English texts, once each, and nothing elsewhere", async () => {
    const html = await (await get('/vacancies/123')).text();
    const preloaded = [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(preloaded).toEqual([
      '/assets/vacancy-detail-page-1.js',
      '/assets/format-2.js',
      '/assets/vacancies-3.js',
    ]);
    expect(await (await get('/dashboard')).text()).toBe(PAGE);
  });

  it('is sent plain to a client that asks for no encoding', async () => {
    const res = await get('/about');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(PAGE);
    // Caches keep the plain and the compressed document apart.
    expect(res.headers.get('vary')?.match(/accept-encoding/gi)).toHaveLength(1);
  });
});

const getPage = (path: string, headers: Record<string, string>) =>
  spaRoutes(clientDir).request(path, { headers });

describe('the prerendered landing page', () => {
  it('is sent for / in English by default, varying by cookie and language', async () => {
    const res = await getPage('/', {});
    expect(await res.text()).toBe(LANDING_EN);
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    expect(res.headers.get('vary')).toMatch(/accept-language/i);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('is in the language of the `lang` cookie, even against Accept-Language', async () => {
    expect(await (await getPage('/', { Cookie: 'lang=ru' })).text()).toBe(LANDING_RU);
    const english = await getPage('/', { Cookie: 'lang=en', 'Accept-Language': 'ru-RU,ru' });
    expect(await english.text()).toBe(LANDING_EN);
  });

  it('follows Accept-Language without a cookie, or with one it does not know', async () => {
    const russian = await getPage('/', { 'Accept-Language': 'ru-RU,ru;q=0.9,en;q=0.8' });
    expect(await russian.text()).toBe(LANDING_RU);
    const unknownCookie = await getPage('/', { Cookie: 'lang=de', 'Accept-Language': 'ru' });
    expect(await unknownCookie.text()).toBe(LANDING_RU);
    expect(await (await getPage('/', { 'Accept-Language': 'fr-FR' })).text()).toBe(LANDING_EN);
  });

  it('is compressed like any page', async () => {
    const res = await getPage('/', { Cookie: 'lang=ru', 'Accept-Encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(LANDING_RU);
  });

  it('never answers another route, which gets the empty shell in the chosen language', async () => {
    for (const path of ['/blog', '/vacancies/123', '/dashboard', '/nowhere', '/signin']) {
      const html = await (await getPage(path, { Cookie: 'lang=ru' })).text();
      expect(html, path).not.toContain('<h1>');
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).toContain('<html lang="ru">');
    }
  });

  it('answers an address the app has no page at with its shell and 404, a page of it with 200', async () => {
    for (const path of ['/jobs', '/ru', '/dashboard/nowhere', '/interview']) {
      const res = await getPage(path, {});
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('<div id="root"></div>');
    }
    for (const path of ['/signin', '/blog/', '/vacancies/123', '/interview/abc', '/dashboard']) {
      expect((await getPage(path, {})).status, path).toBe(200);
    }
  });

  it('falls back to the shell when the build has no prerendered page', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'hireready-spa-bare-'));
    try {
      writeFileSync(join(bare, 'index.html'), PAGE);
      const html = await (await spaRoutes(bare).request('/', {})).text();
      expect(html).toBe(PAGE);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
