import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaRoutes } from './spa';

// A built client as vite.config.ts writes it: each text file with its .br and .gz beside it.
const SCRIPT = `console.log(${JSON.stringify('HireReady '.repeat(300))});`;
const PAGE = `<!doctype html><html lang="en"><head><title>HireReady</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}</head><body><div id="root"></div></body></html>`;
let clientDir = '';

beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'hireready-spa-'));
  mkdirSync(join(clientDir, 'assets'));
  const script = join(clientDir, 'assets', 'index-abc123.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  writeFileSync(join(clientDir, 'index.html'), PAGE);
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

const get = (path: string, acceptEncoding?: string) =>
  spaRoutes(clientDir).request(path, {
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
    const res = await get('/');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(PAGE);
  });
});
