import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { postInputSchema } from '../../shared/schemas/blog';
import { createBlogRepository } from '../features/blog/blog.repository';
import { createPost } from '../features/blog/blog.service';
import { STARTER_POSTS_DIR } from '../features/blog/markdown-files';
import { seedStarterPosts } from '../features/blog/starter-posts';
import { createLogger } from '../logger';
import {
  BACKEND_VACANCY,
  type Person,
  call,
  postVacancy,
  signUp,
} from '../features/vacancies/test-fixtures';
import { systemClock } from '../clock';

// A blog post and a vacancy come from the server rendered, with their data, in the visitor's
// language (ADR 0017), always as a guest sees them. The build is laid out as <out>/client and
// <out>/ssr; here the ssr entry is the source of src/client/prerender.tsx, run as it is.

const SHELL = [
  '<!doctype html><html lang="en"><head><title>HireReady</title>',
  '<link rel="modulepreload" crossorigin href="/assets/app-1.js" data-app-preload>',
  '</head><body><div id="root"></div><script type="module" src="/assets/index-1.js"></script>',
  '</body></html>',
].join('');
const SERVER_STATE = /<script type="application\/json" id="server-query-state">([^<]*)<\/script>/;
const SERVER_FORMATS = /<script type="application\/json" id="server-formats">([^<]*)<\/script>/;

/** The dates and money the server formatted for the page (src/client/lib/server-formats.ts). */
function formatsOf(html: string): Record<string, string> {
  return JSON.parse(SERVER_FORMATS.exec(html)?.[1] ?? '{}') as Record<string, string>;
}
const POST_PATH = '/blog/star-method-answers';
const POST_TITLE = 'The STAR method, without sounding rehearsed';

let outDir = '';
let t: TestApp;
let owner: Person;
let vacancyId = '';

/** A build whose server-side entry is `entrySource`, laid out as the build writes it. */
function createBuild(entrySource: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'hireready-ssr-'));
  mkdirSync(join(dir, 'client'));
  mkdirSync(join(dir, 'ssr'));
  writeFileSync(join(dir, 'client', 'index.html'), SHELL);
  writeFileSync(join(dir, 'ssr', 'prerender.js'), entrySource);
  return dir;
}

beforeAll(async () => {
  const entry = resolve(import.meta.dirname, '../../client/prerender.tsx');
  outDir = createBuild(`export * from ${JSON.stringify(entry)};\n`);
  t = await createTestApp({ clientDir: join(outDir, 'client') });
  await seedStarterPosts({
    db: t.database.db,
    dir: STARTER_POSTS_DIR,
    logger: createLogger({ level: 'silent' }),
    storage: t.storage,
  });
  owner = await signUp(t, 'Olga');
  vacancyId = (await postVacancy(t, owner)).id;
});
afterAll(async () => {
  await t.close();
  rmSync(outDir, { recursive: true, force: true });
});

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(path, { headers });
  return { res, html: await res.text() };
}

/** What #root holds (up to the first data script), and the query cache the page ships. */
function partsOf(html: string) {
  const root = /<div id="root">([\s\S]*?)<\/div><script/.exec(html)?.[1] ?? '';
  const state = SERVER_STATE.exec(html)?.[1];
  return { root, state: state ? (JSON.parse(state) as { queries: unknown[] }) : null };
}

describe('a blog post', () => {
  it('arrives rendered in English with its data for the client, and no app preloads', async () => {
    const { res, html } = await page(POST_PATH);
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="en">');
    const { root, state } = partsOf(html);
    expect(root).toContain(`>${POST_TITLE}</h1>`);
    expect(root).toContain('The four parts');
    expect(root).toContain('Published: Sep 2, 2026');
    expect(formatsOf(html)).toEqual({ 'published|en|2026-09-02': 'Sep 2, 2026' });
    expect(root).toContain('Skip to main content');
    // The session is unknown on the server: no account links.
    expect(root).not.toContain('Sign Out');
    expect(JSON.stringify(state?.queries)).toContain('"slug":"star-method-answers"');
    // English texts ship with the entry; the app's scripts load after the paint.
    expect(html).not.toContain('id="prerendered-texts"');
    expect(html).not.toContain('data-app-preload');
    // The page's own head stays (src/server/http/seo.ts).
    expect(html).toContain(`<title>${POST_TITLE} | HireReady</title>`);
  });

  it('is in Russian for a browser asking for it, with the texts its first render needs', async () => {
    const { html } = await page(POST_PATH, { 'Accept-Language': 'ru-RU,ru;q=0.9' });
    expect(html).toContain('<html lang="ru">');
    const { root, state } = partsOf(html);
    expect(root).toContain('Все статьи');
    expect(root).toContain('Перейти к основному содержимому');
    expect(root).toContain(`>${POST_TITLE}</h1>`);
    expect(state).not.toBeNull();
    const texts = /<script type="application\/json" id="prerendered-texts">([^<]*)</.exec(html);
    const ru = (JSON.parse(texts?.[1] ?? '{}') as { ru?: Record<string, unknown> }).ru ?? {};
    // The frame's and the post's own texts; error messages come with the first form that needs
    // them (load-i18n.ts, FIRST_PAINT_NAMESPACES).
    expect(Object.keys(ru).sort()).toEqual(['blog', 'common', 'landing']);
  });

  it('is left to the browser when unknown or a draft: no content and no data in the HTML', async () => {
    const draft = await createPost(
      { repository: createBlogRepository(t.database.db), now: systemClock },
      {
        input: postInputSchema.parse({
          title: 'Unannounced hiring plans',
          content: 'Secret draft body text.',
          language: 'en',
          status: 'draft',
        }),
        authorUserId: null,
      },
    );
    for (const path of [`/blog/${draft.slug}`, `/blog/${draft.id}`, '/blog/no-such-post']) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(200);
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('server-query-state');
      expect(html, path).not.toContain('Unannounced hiring plans');
      expect(html, path).not.toContain('Secret draft body text');
    }
  });
});

describe('a vacancy', () => {
  it('arrives rendered with its title and company, its guest buttons waiting for the app', async () => {
    const { res, html } = await page(`/vacancies/${vacancyId}`);
    expect(res.status).toBe(200);
    const { root, state } = partsOf(html);
    expect(root).toContain(`>${BACKEND_VACANCY.title}</h1>`);
    expect(root).toContain(BACKEND_VACANCY.company);
    expect(root).toContain(BACKEND_VACANCY.requirements);
    expect(root).toMatch(/<button[^>]*disabled=""[^>]*>.*?Save job<\/button>/);
    expect(JSON.stringify(state?.queries)).toContain(`"id":"${vacancyId}"`);
    expect(JSON.stringify(state?.queries)).toContain('"isSignedIn":false');
    // The salary and dates it shows come along as text, so hydrating need not load Intl data.
    const formats = formatsOf(html);
    expect(formats['salary|en|EUR|4000|6000']).toBe('€4,000 – €6,000');
    expect(root).toContain('€4,000 – €6,000');
    // The posting date (the day the vacancy was made, which may be yesterday by now).
    const dates = Object.entries(formats).filter(([key]) => key.startsWith('date|en|'));
    expect(dates).toHaveLength(1);
    expect(root).toContain(dates[0]?.[1]);
  });

  it('is in Russian for a browser asking for it', async () => {
    const { html } = await page(`/vacancies/${vacancyId}`, { 'Accept-Language': 'ru' });
    expect(html).toContain('<html lang="ru">');
    const { root } = partsOf(html);
    expect(root).toContain('Компания');
    expect(root).toContain('Сохранить вакансию');
    expect(root).toContain(BACKEND_VACANCY.company);
    expect(formatsOf(html)['salary|ru|EUR|4000|6000']).toBe('4\u00a0000–6\u00a0000\u00a0€');
  });

  it("renders only a guest's view, even for the signed-in owner, and nothing of an inactive one", async () => {
    const asOwner = await page(`/vacancies/${vacancyId}`, { cookie: owner.cookie });
    expect(JSON.stringify(partsOf(asOwner.html).state?.queries)).toContain('"isOwner":false');
    expect(partsOf(asOwner.html).root).not.toContain('Deactivate');

    const hidden = await postVacancy(t, owner, { ...BACKEND_VACANCY, title: 'Quiet search role' });
    const status = await call(t, {
      method: 'PATCH',
      path: `/api/vacancies/${hidden.id}/status`,
      who: owner,
      body: { status: 'inactive' },
    });
    expect(status.status).toBe(200);
    for (const path of [`/vacancies/${hidden.id}`, '/vacancies/not-a-uuid']) {
      const { res, html } = await page(path, { cookie: owner.cookie });
      expect(res.status, path).toBe(200);
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('server-query-state');
      expect(html, path).not.toContain('Quiet search role');
    }
  });
});

describe('a page read again', () => {
  it('is rendered once while its data stays the same, and again the moment it is edited', async () => {
    // The real entry, counting its renders.
    const entry = resolve(import.meta.dirname, '../../client/prerender.tsx');
    const counting = createBuild(
      [
        `import * as real from ${JSON.stringify(entry)};`,
        'export async function renderPage(options) {',
        '  globalThis.hireReadyRenders = (globalThis.hireReadyRenders ?? 0) + 1;',
        '  return real.renderPage(options);',
        '}',
      ].join('\n'),
    );
    const app = await createTestApp({ clientDir: join(counting, 'client'), database: t.database });
    const renders = () => (globalThis as { hireReadyRenders?: number }).hireReadyRenders ?? 0;
    try {
      const path = `/vacancies/${vacancyId}`;
      const before = renders();
      const first = await (await app.app.request(path)).text();
      const again = await (await app.app.request(path)).text();
      expect(again).toBe(first);
      expect(renders() - before).toBe(1);
      // Another language is another page.
      const russian = await (
        await app.app.request(path, { headers: { 'Accept-Language': 'ru' } })
      ).text();
      expect(russian).toContain('<html lang="ru">');
      expect(renders() - before).toBe(2);

      const edited = await call(t, {
        method: 'PATCH',
        path: `/api/vacancies/${vacancyId}`,
        who: owner,
        body: { ...BACKEND_VACANCY, title: 'Staff backend engineer' },
      });
      expect(edited.status).toBe(200);
      const after = partsOf(await (await app.app.request(path)).text()).root;
      expect(after).toContain('>Staff backend engineer</h1>');
      expect(renders() - before).toBe(3);
    } finally {
      await app.close();
      rmSync(counting, { recursive: true, force: true });
    }
  });
});

describe('without a working server-side build', () => {
  it('sends the plain shell and logs a render that fails', async () => {
    const broken = createBuild(
      'export async function renderPage() { throw new Error("render exploded"); }\n',
    );
    const app = await createTestApp({ clientDir: join(broken, 'client') });
    try {
      await seedStarterPosts({
        db: app.database.db,
        dir: STARTER_POSTS_DIR,
        logger: createLogger({ level: 'silent' }),
        storage: app.storage,
      });
      const res = await app.app.request(POST_PATH);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('data-app-preload');
      expect(app.logs.join('')).toContain('server-side render failed');
    } finally {
      await app.close();
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
