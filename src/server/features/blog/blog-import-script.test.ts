import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { createBlogRepository } from './blog.repository';

// `npm run blog:import <dir>` as an operator runs it: against the embedded database in DATA_DIR.

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../../../..');
let dataDir: string;
let postsDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hireready-blog-import-'));
  postsDir = await mkdtemp(join(tmpdir(), 'hireready-posts-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await rm(postsDir, { recursive: true, force: true });
});

it('imports Markdown files with front matter, says what it did, and fails on a bad file', async () => {
  await writeFile(
    join(postsDir, 'good.md'),
    '---\ntitle: "Cover letters that get read"\ntags: [applications]\nlanguage: en\ncreatedAt: 2026-10-01\n---\nKeep it short.\n',
  );
  await writeFile(join(postsDir, 'bad.md'), '---\ntitle: No language\n---\nBody\n');
  const env = { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' };

  const failure = await run(
    process.execPath,
    ['--import', 'tsx', 'scripts/blog-import.ts', postsDir],
    {
      cwd: ROOT,
      env,
    },
  ).catch((error: { code: number; stdout: string }) => error);
  expect(failure).toMatchObject({ code: 1 });
  expect(failure.stdout).toContain('created  /blog/cover-letters-that-get-read');
  expect(failure.stdout).toContain('skipped  bad.md: language: blog_language_invalid');
  expect(failure.stdout).toContain('1 created, 0 updated, 1 skipped');

  const database = await openDatabase({ dataDir, poolSize: 1 });
  try {
    const [post] = await createBlogRepository(database.db).listPublished();
    expect(post).toMatchObject({ title: 'Cover letters that get read', tags: ['applications'] });
    expect(post?.publishedAt?.toISOString()).toBe('2026-10-01T00:00:00.000Z');
  } finally {
    await database.close();
  }
}, 60_000);
