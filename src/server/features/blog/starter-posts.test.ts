import { Writable } from 'node:stream';
import type { ObjectStorage } from '../../storage/storage';
import { createLocalStorage } from '../../storage/local-storage';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { createLogger } from '../../logger';
import { createBlogRepository } from './blog.repository';
import { importPosts } from './blog.service';
import { readMarkdownFiles, STARTER_POSTS_DIR } from './markdown-files';
import { renderMarkdown } from './markdown';
import { seedStarterPosts } from './starter-posts';
import { systemClock } from '../../clock';
import { makeTempDir } from '../../../../tests/support/temp-dirs';

let database: DatabaseHandle;
let storage: ObjectStorage;
beforeEach(async () => {
  database = await createTestDatabase();
  storage = createLocalStorage({ root: makeTempDir('hireready-covers-') });
});
afterEach(async () => {
  await database.close();
});

const quietLogger = createLogger({
  level: 'silent',
  destination: new Writable({ write: (_chunk, _encoding, done) => done() }),
});

describe('importPosts', () => {
  it('creates posts from front matter, replaces one with the same slug, and reports bad files', async () => {
    const deps = { repository: createBlogRepository(database.db), now: systemClock };
    const file = (title: string) =>
      [
        '---',
        `title: "${title}"`,
        'slug: practice-tips',
        'tags: [interviews]',
        'language: en',
        'createdAt: { seconds: 1788339600, nanoseconds: 0 }',
        '---',
        'Practise out loud.',
      ].join('\n');
    const first = await importPosts(deps, [
      { name: 'a.md', text: file('Practice tips') },
      { name: 'broken.md', text: '---\ntitle: ""\nlanguage: en\n---\nBody' },
      { name: 'no-language.md', text: '---\ntitle: Hi\n---\nBody' },
    ]);
    expect(first.created).toEqual(['practice-tips']);
    expect(first.failed.map((failure) => failure.file)).toEqual(['broken.md', 'no-language.md']);
    expect(first.failed[0]?.problems.join()).toContain('blog_title_required');

    const second = await importPosts(deps, [
      { name: 'a.md', text: file('Practice tips, revised') },
    ]);
    expect(second).toEqual({ created: [], updated: ['practice-tips'], failed: [] });
    const [post] = await deps.repository.listPublished();
    expect(post).toMatchObject({ title: 'Practice tips, revised', tags: ['interviews'] });
    expect(post?.publishedAt?.toISOString()).toBe('2026-09-02T09:00:00.000Z');
  });
});

describe('starter posts', () => {
  it('ship in English and Russian, each with a title, excerpt, tags and real content', async () => {
    const files = await readMarkdownFiles(STARTER_POSTS_DIR);
    const report = await importPosts(
      { repository: createBlogRepository(database.db), now: systemClock },
      files,
    );
    expect(report.failed).toEqual([]);
    const posts = await createBlogRepository(database.db).listPublished();
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(new Set(posts.map((post) => post.language))).toEqual(new Set(['en', 'ru']));
    for (const post of posts) {
      expect(post.tags.length).toBeGreaterThan(0);
      expect(post.excerpt.length).toBeGreaterThan(40);
      expect(renderMarkdown(post.content)).toMatch(/<h2>/);
      // Each has a cover (with what it shows) and an author.
      expect(post.coverImageUrl).toMatch(/^\/api\/blog\/images\/.+\.jpg$/);
      expect(post.coverImageAlt).not.toBe('');
      expect(post.authorName).toBeTruthy();
    }
  });

  it('puts the covers where the posts link them, so a new installation shows them', async () => {
    await seedStarterPosts({
      db: database.db,
      dir: STARTER_POSTS_DIR,
      logger: quietLogger,
      storage,
    });
    const posts = await createBlogRepository(database.db).listPublished();
    for (const post of posts) {
      const key = `blog-images/${post.coverImageUrl!.split('/').pop()}`;
      const stored = await storage.get(key);
      expect(stored.contentType).toBe('image/jpeg');
      stored.body.destroy();
    }
  });

  it('are imported once: a second start adds nothing, and a deleted one stays deleted', async () => {
    const repository = createBlogRepository(database.db);
    const seed = () =>
      seedStarterPosts({ db: database.db, dir: STARTER_POSTS_DIR, logger: quietLogger, storage });
    await Promise.all([seed(), seed()]);
    const count = await repository.countAll();
    expect(count).toBe((await readMarkdownFiles(STARTER_POSTS_DIR)).length);

    const [first] = await repository.listPublished();
    await repository.remove(first!.id);
    await seed();
    expect(await repository.countAll()).toBe(count - 1);
  });
});
