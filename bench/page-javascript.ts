import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_HEADLESS_FLAGS, findChromium } from '../scripts/find-chromium.mjs';
import { callApi, signUpOver } from '../tests/support/http-client';
import { cookiesFor, startBenchServer, stopBenchServer } from './bench-server';

// Issue 20, item 5: the JavaScript a page costs, counted the way the browser counts it. Headless
// Chromium opens the page of the production server with an empty cache (a phone-sized window)
// and every script it downloads is counted until the network has been idle for 500 ms: the
// entry, its imports, the route's chunk, the texts, and whatever the page loads by itself once it
// runs. Sizes are each file's gzip (level 9, as the build's .gz files) and what actually crossed
// the wire (the server sends Brotli to browsers that accept it).

export const PAGE_JAVASCRIPT_BUDGETS_KB: Record<string, number> = {
  landing: 150,
  vacancies: 170,
  interview: 170,
};

export interface PageJavaScript {
  page: string;
  path: string;
  files: number;
  gzipBytes: number;
  wireBytes: number;
  budgetKb?: number;
  /** The largest files, for reading where the bytes go. */
  largest: { file: string; gzipBytes: number }[];
}

export const PAGE_JAVASCRIPT_HEADER = [
  'JavaScript each page downloads until the network is idle (headless Chromium, empty cache, 412×915)',
  '',
  '| Page | files | gzip KB | on the wire KB (Brotli) | budget KB gzip | within | largest files (gzip KB) |',
  '|---|---|---|---|---|---|---|',
].join('\n');

async function countScripts(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const scripts = new Map<string, { gzipBytes: number; wireBytes: number }>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await response.request().sizes();
        scripts.set(new URL(response.url()).pathname, {
          gzipBytes: gzipSync(body, { level: 9 }).length,
          wireBytes: sizes.responseBodySize,
        });
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await page.close();
  return scripts;
}

/** A signed-in person with an interview in progress: the interview page's path and cookie. */
async function seedInterview(base: string) {
  const origin = { Origin: base };
  const user = await signUpOver(base, 'page-js@example.com', { headers: origin });
  const started = await callApi<{ interview: { id: string } }>(base, '/api/interviews', {
    cookie: user.cookie,
    headers: origin,
    body: {
      jobTitle: 'Data Analyst',
      jobDescription:
        'Build dashboards in SQL and Python, explain the figures to product managers. Requirements: SQL, Python, statistics.',
      language: 'en',
    },
  });
  return { path: `/interview/${started.body.interview.id}`, cookie: user.cookie };
}

export async function benchPageJavaScript(clientDir = 'dist/client'): Promise<PageJavaScript[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hireready-bench-page-js-'));
  const { server, base } = await startBenchServer(dataDir, { CLIENT_DIR: clientDir });
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [...CHROMIUM_HEADLESS_FLAGS],
  });
  try {
    const interview = await seedInterview(base);
    const pages = [
      { page: 'landing', path: '/' },
      { page: 'vacancies', path: '/vacancies' },
      { page: 'interview', path: interview.path, cookie: interview.cookie },
      { page: 'sign up', path: '/signup' },
      { page: 'blog', path: '/blog' },
    ];
    const results: PageJavaScript[] = [];
    for (const { page, path, cookie } of pages) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 915 },
        locale: 'en-US',
      });
      if (cookie) {
        await context.addCookies(cookiesFor(cookie, base));
      }
      const scripts = await countScripts(context, `${base}${path}`);
      await context.close();
      const entries = [...scripts.entries()];
      results.push({
        page,
        path: page === 'interview' ? '/interview/:id' : path,
        files: entries.length,
        gzipBytes: entries.reduce((sum, [, size]) => sum + size.gzipBytes, 0),
        wireBytes: entries.reduce((sum, [, size]) => sum + size.wireBytes, 0),
        budgetKb: PAGE_JAVASCRIPT_BUDGETS_KB[page],
        largest: entries
          .map(([file, size]) => ({
            file: file.replace('/assets/', ''),
            gzipBytes: size.gzipBytes,
          }))
          .sort((a, b) => b.gzipBytes - a.gzipBytes)
          .slice(0, Number(process.env.BENCH_LARGEST ?? 4)),
      });
    }
    return results;
  } finally {
    await browser.close();
    await stopBenchServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function pageJavaScriptRows(results: PageJavaScript[]): string[] {
  return results.map((result) => {
    const within =
      result.budgetKb === undefined
        ? '—'
        : result.gzipBytes <= result.budgetKb * 1024
          ? 'yes'
          : 'NO';
    const largest = result.largest.map((file) => `${file.file} ${kb(file.gzipBytes)}`).join(', ');
    return `| ${result.page} \`${result.path}\` | ${result.files} | ${kb(result.gzipBytes)} | ${kb(result.wireBytes)} | ${result.budgetKb ?? '—'} | ${within} | ${largest} |`;
  });
}

// `node --import tsx bench/page-javascript.ts` runs this section alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await benchPageJavaScript(process.env.BENCH_CLIENT_DIR);
  console.log(`\n${PAGE_JAVASCRIPT_HEADER}\n${pageJavaScriptRows(results).join('\n')}`);
}
