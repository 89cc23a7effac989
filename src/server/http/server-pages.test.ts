import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogPages } from '../features/blog/blog-pages';
import { vacancyPages } from '../features/vacancies/vacancy-pages';
import { createLogger } from '../logger';
import { AppError } from '../app-error';
import { type ServerPage, createServerPages } from './server-pages';

// The features' public pages, gone through by the SPA routes: each path finds its own page, a
// failure leaves the plain app, and every client module a page names exists.

const CLIENT_SOURCE = join(import.meta.dirname, '../../client');

describe('the public pages', () => {
  it('name client modules that exist', () => {
    const stub = {} as never;
    const pages = [
      ...blogPages({ repository: stub, appUrl: 'http://hireready.test' }),
      ...vacancyPages({ ...(stub as object), appUrl: 'http://hireready.test' } as never),
    ];
    expect(pages.map((page) => page.pattern).sort()).toEqual([
      '/blog',
      '/blog/:postIdentifier',
      '/vacancies',
      '/vacancies/:id',
    ]);
    for (const page of pages) expect(existsSync(join(CLIENT_SOURCE, page.clientModule))).toBe(true);
  });

  it("answer for their own paths only, and a failure leaves the plain app (logged unless it is the page's own not found)", async () => {
    const logs: string[] = [];
    const logger = createLogger({
      level: 'warn',
      destination: { write: (line: string) => void logs.push(line) },
    });
    const page: ServerPage = {
      pattern: '/things/:id',
      clientModule: 'features/things/thing-page.tsx',
      head: async ({ id }) => {
        if (id === 'broken') throw new Error('database unavailable');
        if (id === 'missing') throw new AppError('not_found');
        return `<title>${id}</title>`;
      },
    };
    const pages = createServerPages([page], logger);
    const head = (path: string) => pages.findPage(path)?.head() ?? null;
    expect(await head('/things/one')).toBe('<title>one</title>');
    expect(pages.findPage('/other/one')).toBeNull();
    expect(await pages.findPage('/things/one')?.data()).toBeNull();
    expect(pages.findClientModule('/things/one/')).toBe('features/things/thing-page.tsx');
    expect(await head('/things/missing')).toBeNull();
    expect(logs).toEqual([]);
    expect(await head('/things/broken')).toBeNull();
    expect(logs.join('')).toMatch(/page head failed/);
  });

  it("read a vacancy once for a request's head and data, and again for the next request", async () => {
    const reads: string[] = [];
    const row = { id: 'a8c1e0a4-6f0e-4d0c-9a43-1f6b7c1d2e3f', status: 'closed' };
    const repositories = {
      vacancies: {
        findById: (id: string) => {
          reads.push(id);
          return Promise.resolve(row);
        },
      },
    };
    const pages = createServerPages(
      vacancyPages({ ...repositories, appUrl: 'http://hireready.test' } as never),
      createLogger({ level: 'silent' }),
    );
    for (const request of [1, 2]) {
      const found = pages.findPage(`/vacancies/${row.id}`);
      await found?.data();
      expect(await found?.head()).toBeNull();
      expect(reads).toHaveLength(request);
    }
  });

  it("read a post once for a request's head and data", async () => {
    const reads: string[] = [];
    const repository = {
      findByIdentifier: (identifier: string) => {
        reads.push(identifier);
        return Promise.resolve(null);
      },
    };
    const pages = createServerPages(
      blogPages({ repository: repository as never, appUrl: 'http://hireready.test' }),
      createLogger({ level: 'silent' }),
    );
    const found = pages.findPage('/blog/first-post');
    expect(await found?.data()).toBeNull();
    expect(await found?.head()).toBeNull();
    expect(reads).toEqual(['first-post']);
  });
});
