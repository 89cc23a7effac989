import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signUp } from '../../../../tests/support/sign-up';
import { type TestApp, createTestApp, jsonRequest } from '../../../../tests/support/test-app';
import { blogPosts, users } from '../../db/schema';
import { createBlogRepository } from './blog.repository';
import { importPosts } from './blog.service';
import { systemClock } from '../../clock';

// The blog list reads cards (no content) with their stored reading time, and filters and counts
// tags in the database. These check that what readers see is what the posts say.

const ADMIN_EMAIL = 'editor@example.com';
let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp({ adminEmails: [ADMIN_EMAIL] });
  const signedIn = await signUp(t.app, ADMIN_EMAIL, 'Editor');
  await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, signedIn.id));
  admin = signedIn.cookie;
});
afterEach(async () => {
  await t.close();
});

interface Card {
  id: string;
  title: string;
  tags: string[];
  readingMinutes: number;
  updatedAt: string;
}

interface ListBody {
  posts: Card[];
  tags: Array<{ tag: string; count: number }>;
}

async function get(path: string, cookie = '') {
  const res = await t.app.request(path, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as ListBody;
}

async function send(method: string, path: string, body: unknown) {
  const res = await t.app.request(path, jsonRequest(method, body, { headers: { cookie: admin } }));
  expect(res.status).toBeLessThan(300);
  return ((await res.json()) as { post: Card }).post;
}

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

async function storedMinutes(id: string) {
  const [row] = await t.database.db
    .select({ readingMinutes: blogPosts.readingMinutes })
    .from(blogPosts)
    .where(eq(blogPosts.id, id));
  return row?.readingMinutes;
}

describe('blog list', () => {
  it('filters by tag and counts tags over published posts only, whatever the filter', async () => {
    const post = { content: 'Text.', language: 'en', status: 'published' };
    await send('POST', '/api/admin/blog/posts', { ...post, title: 'A', tags: ['cv', 'Career'] });
    await send('POST', '/api/admin/blog/posts', { ...post, title: 'B', tags: ['cv'] });
    await send('POST', '/api/admin/blog/posts', { ...post, title: 'C', tags: ['career'] });
    await send('POST', '/api/admin/blog/posts', { ...post, title: 'D', tags: [] });
    await send('POST', '/api/admin/blog/posts', {
      ...post,
      title: 'Draft',
      tags: ['cv', 'secret'],
      status: 'draft',
    });

    const all = await get('/api/blog/posts');
    expect(all.posts.map((card) => card.title).sort()).toEqual(['A', 'B', 'C', 'D']);
    // Tags are matched as written: "Career" and "career" are two topics on two posts.
    expect(all.tags).toEqual([
      { tag: 'cv', count: 2 },
      { tag: 'career', count: 1 },
      { tag: 'Career', count: 1 },
    ]);
    for (const { tag } of all.tags) {
      const filtered = await get(`/api/blog/posts?tag=${encodeURIComponent(tag)}`);
      const expected = all.posts.filter((card) => card.tags.includes(tag));
      expect(filtered.posts).toEqual(expected);
      expect(filtered.tags).toEqual(all.tags);
    }
    const none = await get('/api/blog/posts?tag=secret');
    expect(none.posts).toEqual([]);
    expect(none.tags).toEqual(all.tags);
  });

  it("lists the reader's language first, filters by language, and counts one language's topics", async () => {
    const post = { content: 'Text.', status: 'published' };
    const at = (day: number) => `2026-0${day}-01T09:00:00.000Z`;
    await send('POST', '/api/admin/blog/posts', {
      ...post,
      title: 'EN old',
      language: 'en',
      tags: ['interviews'],
      createdAt: at(1),
    });
    await send('POST', '/api/admin/blog/posts', {
      ...post,
      title: 'RU newest',
      language: 'ru',
      tags: ['собеседования'],
      createdAt: at(5),
    });
    await send('POST', '/api/admin/blog/posts', {
      ...post,
      title: 'EN new',
      language: 'en',
      tags: ['interviews', 'resume'],
      createdAt: at(3),
    });
    await send('POST', '/api/admin/blog/posts', {
      ...post,
      title: 'RU old',
      language: 'ru',
      tags: ['резюме'],
      createdAt: at(2),
    });
    const list = async (query: string, language: string) => {
      const res = await t.app.request(`/api/blog/posts${query}`, {
        headers: { 'Accept-Language': language },
      });
      return {
        status: res.status,
        body: (await res.json()) as ListBody & { error?: { message: string } },
      };
    };
    const titles = (body: ListBody) => body.posts.map((card) => card.title);

    const english = await list('', 'en');
    expect(titles(english.body)).toEqual(['EN new', 'EN old', 'RU newest', 'RU old']);
    expect(english.body.tags).toEqual([
      { tag: 'interviews', count: 2 },
      { tag: 'resume', count: 1 },
    ]);
    const russian = await list('', 'ru');
    expect(titles(russian.body)).toEqual(['RU newest', 'RU old', 'EN new', 'EN old']);
    expect(russian.body.tags.map(({ tag }) => tag)).toEqual(['резюме', 'собеседования']);

    // A language chosen: only its posts and its topics, whatever the interface.
    const onlyRussian = await list('?lang=ru', 'en');
    expect(titles(onlyRussian.body)).toEqual(['RU newest', 'RU old']);
    expect(onlyRussian.body.tags.map(({ tag }) => tag)).toEqual(['резюме', 'собеседования']);
    const topic = await list(`?lang=ru&tag=${encodeURIComponent('резюме')}`, 'en');
    expect(titles(topic.body)).toEqual(['RU old']);
    expect(topic.body.tags).toEqual(onlyRussian.body.tags);
    const englishTopic = await list('?tag=interviews', 'ru');
    expect(titles(englishTopic.body)).toEqual(['EN new', 'EN old']);
    expect(englishTopic.body.tags).toEqual(russian.body.tags);

    const refused = await list('?lang=de', 'ru');
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toMatch(/[а-яё]/i);
  });

  it('stores the reading time on create, edit and import, and the list shows it', async () => {
    const created = await send('POST', '/api/admin/blog/posts', {
      title: 'Long read',
      slug: 'long-read',
      content: words(1000),
      language: 'en',
      status: 'published',
    });
    // 1,000 words at 228 a minute (English).
    expect(await storedMinutes(created.id)).toBe(4);

    // A new title alone keeps the time; new content measures it again, and so does a new
    // language (Russian is read at 184 words a minute).
    await send('PATCH', `/api/admin/blog/posts/${created.id}`, { title: 'Still long' });
    expect(await storedMinutes(created.id)).toBe(4);
    await send('PATCH', `/api/admin/blog/posts/${created.id}`, { content: words(2000) });
    expect(await storedMinutes(created.id)).toBe(9);
    await send('PATCH', `/api/admin/blog/posts/${created.id}`, { language: 'ru' });
    expect(await storedMinutes(created.id)).toBe(11);
    await send('PATCH', `/api/admin/blog/posts/${created.id}`, { language: 'en' });
    expect((await get('/api/blog/posts')).posts[0]?.readingMinutes).toBe(9);

    await importPosts({ repository: createBlogRepository(t.database.db), now: systemClock }, [
      {
        name: 'long-read.md',
        text: `---\ntitle: Imported\nslug: long-read\nlanguage: en\n---\n${words(600)}`,
      },
    ]);
    expect(await storedMinutes(created.id)).toBe(3);
    const [card] = (await get('/api/blog/posts')).posts;
    expect(card).toMatchObject({ title: 'Imported', readingMinutes: 3 });
    const editorList = await get('/api/admin/blog/posts', admin);
    expect(editorList.posts[0]?.readingMinutes).toBe(3);
  });

  it('measures a post saved before reading times were stored, once, without dating it as edited', async () => {
    const created = await send('POST', '/api/admin/blog/posts', {
      title: 'Old post',
      content: words(1400),
      language: 'en',
      status: 'published',
    });
    // What a row written before the column looks like.
    await t.database.db
      .update(blogPosts)
      .set({ readingMinutes: null })
      .where(eq(blogPosts.id, created.id));

    const [card] = (await get('/api/blog/posts')).posts;
    expect(card?.readingMinutes).toBe(6);
    expect(card?.updatedAt).toBe(created.updatedAt);
    expect(await storedMinutes(created.id)).toBe(6);
    const detail = await t.app.request(`/api/blog/posts/${created.id}`);
    expect(((await detail.json()) as { post: Card }).post.readingMinutes).toBe(6);
  });
});
