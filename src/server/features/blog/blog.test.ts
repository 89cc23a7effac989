import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signUp } from '../../../../tests/support/sign-up';
import {
  TEST_APP_URL,
  type TestApp,
  createTestApp,
  jsonRequest,
} from '../../../../tests/support/test-app';
import { users } from '../../db/schema';

// The blog through the API: anyone reads published posts (by slug, else by id), only verified
// admins write, drafts stay hidden, and every way content leaves the server is sanitized.

const ADMIN_EMAIL = 'editor@example.com';
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ adminEmails: [ADMIN_EMAIL] });
});
afterEach(async () => {
  await t.close();
});

/** An admin: listed in ADMIN_EMAILS, with an address proven by a completed password reset. */
async function signUpAdmin() {
  const admin = await signUp(t.app, ADMIN_EMAIL, 'Editor');
  await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, admin.id));
  return admin.cookie;
}

async function call(
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; language?: string } = {},
) {
  const headers = { cookie: options.cookie ?? '', 'Accept-Language': options.language ?? 'en' };
  const res = await t.app.request(
    path,
    options.body === undefined
      ? { method, headers }
      : jsonRequest(method, options.body, { language: options.language, headers }),
  );
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    body: (text.startsWith('{') ? JSON.parse(text) : {}) as ApiBody,
  };
}

interface PostBody {
  id: string;
  slug: string;
  title: string;
  status: string;
  createdAt: string;
  tags: string[];
  contentHtml: string;
  readingMinutes: number;
  coverImageAlt: string;
}

/** The answers these tests read; a missing field fails the assertion that reads it. */
interface ApiBody {
  post: PostBody;
  posts: PostBody[];
  tags: Array<{ tag: string; count: number }>;
  html: string;
  vacancy: { id: string };
  error: { code: string; message: string };
}

const POST = {
  title: 'The STAR method',
  content: 'Situation, task, action, result.\nEach line is a paragraph.',
  language: 'en',
  tags: ['interviews', 'STAR'],
  status: 'published',
};

async function createPost(cookie: string, overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/admin/blog/posts', {
    cookie,
    body: { ...POST, ...overrides },
  });
  expect(res.status).toBe(201);
  return res.body.post as { id: string; slug: string; createdAt: string; status: string };
}

describe('reading', () => {
  it('lists published posts newest first with their topics, and filters by topic', async () => {
    const admin = await signUpAdmin();
    await createPost(admin, {
      title: 'Older',
      createdAt: '2026-01-01T00:00:00Z',
      tags: ['resume'],
    });
    await createPost(admin, { title: 'Newer', createdAt: '2026-06-01T00:00:00Z' });
    await createPost(admin, { title: 'Hidden draft', status: 'draft' });

    const list = await call('GET', '/api/blog/posts');
    expect(list.body.posts.map((post: { title: string }) => post.title)).toEqual([
      'Newer',
      'Older',
    ]);
    expect(list.body.tags).toEqual([
      { tag: 'interviews', count: 1 },
      { tag: 'resume', count: 1 },
      { tag: 'STAR', count: 1 },
    ]);
    const filtered = await call('GET', '/api/blog/posts?tag=resume');
    expect(filtered.body.posts.map((post: { title: string }) => post.title)).toEqual(['Older']);
    expect(filtered.body.posts[0]).not.toHaveProperty('content');
  });

  it('finds a post by slug, else by id, and renders its lines as paragraphs', async () => {
    const post = await createPost(await signUpAdmin());
    const bySlug = await call('GET', `/api/blog/posts/${post.slug}`);
    const byId = await call('GET', `/api/blog/posts/${post.id}`);
    expect(bySlug.status).toBe(200);
    expect(byId.body.post.id).toBe(post.id);
    expect(bySlug.body.post.slug).toBe('the-star-method');
    expect(bySlug.body.post.contentHtml).toBe(
      '<p>Situation, task, action, result.</p>\n<p>Each line is a paragraph.</p>',
    );
    expect(bySlug.body.post.readingMinutes).toBe(1);
  });

  it('updates the reading time in the list when a post is edited longer', async () => {
    const admin = await signUpAdmin();
    const post = await createPost(admin);
    const minutes = async () => {
      const [listed] = (await call('GET', '/api/blog/posts')).body.posts ?? [];
      return listed?.readingMinutes;
    };
    expect(await minutes()).toBe(1);
    const longer = Array.from({ length: 1200 }, (_, i) => `word${i}`).join(' ');
    const edited = await call('PATCH', `/api/admin/blog/posts/${post.id}`, {
      cookie: admin,
      body: { content: longer },
    });
    expect(edited.status).toBe(200);
    // 1,200 English words at 228 a minute.
    expect(await minutes()).toBe(5);
  });

  it('says a post is not found, in the UI language, for unknown slugs, ids and drafts', async () => {
    const admin = await signUpAdmin();
    const draft = await createPost(admin, { status: 'draft', title: 'Secret draft' });
    for (const identifier of [
      'no-such-post',
      '00000000-0000-4000-8000-000000000000',
      draft.slug,
      draft.id,
    ]) {
      const res = await call('GET', `/api/blog/posts/${identifier}`, { language: 'ru' });
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({
        code: 'blog_post_not_found',
        message: 'Статья не найдена или была перемещена.',
      });
    }
    // The admin previews the draft.
    expect((await call('GET', `/api/blog/posts/${draft.slug}`, { cookie: admin })).status).toBe(
      200,
    );
  });

  it.each([
    ['an ISO string', '2026-09-02T09:00:00.000Z'],
    ['a timestamp', Date.parse('2026-09-02T09:00:00.000Z')],
    [
      'a seconds object',
      { seconds: Date.parse('2026-09-02T09:00:00.000Z') / 1000, nanoseconds: 0 },
    ],
  ])('keeps a date given as %s', async (_form, createdAt) => {
    const post = await createPost(await signUpAdmin(), { createdAt });
    const res = await call('GET', `/api/blog/posts/${post.slug}`);
    expect(res.body.post.createdAt).toBe('2026-09-02T09:00:00.000Z');
  });

  it('never sends script to a reader, nor to the editor preview', async () => {
    const admin = await signUpAdmin();
    const content =
      'Hi <script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1))';
    const post = await createPost(admin, { content });
    const page = await call('GET', `/api/blog/posts/${post.slug}`);
    const preview = await call('POST', '/api/admin/blog/preview', {
      cookie: admin,
      body: { content },
    });
    for (const html of [page.body.post.contentHtml as string, preview.body.html as string]) {
      expect(html).toContain('Hi');
      expect(html).not.toMatch(/<script|onerror|javascript:/i);
    }
  });
});

describe('writing', () => {
  it('is for verified admins only: anyone else finds no editor', async () => {
    const listedButUnverified = (await signUp(t.app, ADMIN_EMAIL, 'Impostor')).cookie;
    const someone = (await signUp(t.app, 'someone@example.com')).cookie;
    for (const cookie of [listedButUnverified, someone, '']) {
      expect((await call('GET', '/api/admin/blog/posts', { cookie })).status).toBe(404);
      const create = await call('POST', '/api/admin/blog/posts', { cookie, body: POST });
      expect(create.status).toBe(404);
    }
    expect((await call('GET', '/api/blog/posts')).body.posts).toEqual([]);
  });

  it('makes unique slugs from titles, Cyrillic transliterated, and refuses a taken one', async () => {
    const admin = await signUpAdmin();
    expect((await createPost(admin, { title: 'Как пройти собеседование' })).slug).toBe(
      'kak-proiti-sobesedovanie',
    );
    expect((await createPost(admin, { title: 'Как пройти собеседование' })).slug).toBe(
      'kak-proiti-sobesedovanie-2',
    );
    const taken = await call('POST', '/api/admin/blog/posts', {
      cookie: admin,
      body: { ...POST, slug: 'kak-proiti-sobesedovanie' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('blog_slug_taken');
  });

  it.each([
    [{ title: '  ' }, 'blog_title_required'],
    [{ content: '' }, 'blog_content_required'],
    [{ coverImageUrl: 'http://insecure.example/a.png' }, 'blog_cover_invalid'],
    [{ slug: 'Not a slug!' }, 'blog_slug_invalid'],
    [{ createdAt: 'yesterday-ish' }, 'blog_date_invalid'],
    [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'blog_tags_invalid'],
  ])('refuses %j with a clear message and stores nothing', async (change, code) => {
    const admin = await signUpAdmin();
    const res = await call('POST', '/api/admin/blog/posts', {
      cookie: admin,
      body: { ...POST, ...change },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
    expect(res.body.error.message.length).toBeGreaterThan(10);
    expect((await call('GET', '/api/admin/blog/posts', { cookie: admin })).body.posts).toEqual([]);
  });

  it('publishes a draft (dated then), unpublishes it (hidden again), and deletes it', async () => {
    const admin = await signUpAdmin();
    const draft = await createPost(admin, { status: 'draft' });
    const published = await call('PATCH', `/api/admin/blog/posts/${draft.id}`, {
      cookie: admin,
      body: { status: 'published' },
    });
    expect(published.body.post).toMatchObject({
      status: 'published',
      tags: ['interviews', 'STAR'],
    });
    expect((await call('GET', '/api/blog/posts')).body.posts).toHaveLength(1);

    await call('PATCH', `/api/admin/blog/posts/${draft.id}`, {
      cookie: admin,
      body: { status: 'draft' },
    });
    expect((await call('GET', '/api/blog/posts')).body.posts).toHaveLength(0);

    expect(
      (await call('DELETE', `/api/admin/blog/posts/${draft.id}`, { cookie: admin })).status,
    ).toBe(204);
    expect((await call('GET', `/api/admin/blog/posts/${draft.id}`, { cookie: admin })).status).toBe(
      404,
    );
  });
});

describe('feeds', () => {
  it('publishes valid RSS 2.0 of published posts only', async () => {
    const admin = await signUpAdmin();
    await createPost(admin, { title: 'Tips & <tricks>' });
    await createPost(admin, { title: 'Unpublished', status: 'draft' });
    const res = await call('GET', '/rss.xml');
    expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    expect(XMLValidator.validate(res.text)).toBe(true);
    const rss = new XMLParser().parse(res.text) as {
      rss: { channel: { item: { title: string; link: string } } };
    };
    expect(rss.rss.channel.item.title).toBe('Tips & <tricks>');
    expect(rss.rss.channel.item.link).toBe('http://hireready.test/blog/tips-tricks');
  });

  it('lists public pages, published posts and active vacancies in the sitemap', async () => {
    const admin = await signUpAdmin();
    const post = await createPost(admin);
    await createPost(admin, { title: 'Draft', status: 'draft' });
    const vacancy = await call('POST', '/api/vacancies', {
      cookie: admin,
      body: {
        title: 'Backend Developer',
        company: 'Acme',
        location: 'Remote',
        salaryMin: 100,
        salaryMax: 200,
        currency: 'USD',
        description: 'Build APIs.',
        requirements: 'Node.js',
      },
    });
    expect(vacancy.status).toBe(201);
    const vacancyId = vacancy.body.vacancy.id as string;

    const res = await call('GET', '/sitemap.xml');
    expect(XMLValidator.validate(res.text)).toBe(true);
    const sitemap = new XMLParser().parse(res.text) as {
      urlset: { url: Array<{ loc: string; lastmod?: string }> };
    };
    const locs = sitemap.urlset.url.map((url) => url.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        'http://hireready.test/',
        'http://hireready.test/blog',
        'http://hireready.test/vacancies',
        `http://hireready.test/blog/${post.slug}`,
        `http://hireready.test/vacancies/${vacancyId}`,
      ]),
    );
    expect(locs).not.toContain('http://hireready.test/blog/draft');
    expect(sitemap.urlset.url.find((url) => url.loc.endsWith(post.slug))?.lastmod).toMatch(
      /^\d{4}-/,
    );

    await call('PATCH', `/api/vacancies/${vacancyId}/status`, {
      cookie: admin,
      body: { status: 'inactive' },
    });
    const after = await call('GET', '/sitemap.xml');
    expect(after.text).not.toContain(vacancyId);
  });
});

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadImage(
  cookie: string,
  bytes: Uint8Array,
  options: { type?: string; language?: string } = {},
) {
  const res = await t.app.request('/api/admin/blog/images', {
    method: 'POST',
    headers: {
      cookie,
      'Content-Type': options.type ?? 'image/png',
      'Accept-Language': options.language ?? 'en',
    },
    body: new Uint8Array(bytes),
  });
  return { status: res.status, body: (await res.json()) as { url: string } & Partial<ApiBody> };
}

describe('images in posts', () => {
  it('keeps an uploaded image in HireReady’s storage and serves it to every reader from its own address', async () => {
    const admin = await signUpAdmin();
    const uploaded = await uploadImage(admin, PNG);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.url).toMatch(/^\/api\/blog\/images\/[0-9a-f-]{36}\.png$/);

    const served = await t.app.request(uploaded.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('Cache-Control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    // Used in a post and as its cover; the page's Open Graph image is its absolute address.
    const post = await createPost(admin, {
      content: `Our office:\n![The office at night](${uploaded.body.url})`,
      coverImageUrl: uploaded.body.url,
      coverImageAlt: 'Desks by a window "at night"',
    });
    const read = await call('GET', `/api/blog/posts/${post.slug}`);
    expect(read.body.post.coverImageAlt).toBe('Desks by a window "at night"');
    expect(read.body.post.contentHtml).toContain(
      `<img src="${uploaded.body.url}" alt="The office at night" loading="lazy" />`,
    );
    const page = await call('GET', `/blog/${post.slug}`);
    expect(page.text).toContain(
      `<meta property="og:image" content="${TEST_APP_URL}${uploaded.body.url}" />`,
    );
    // The alt text goes with it, escaped as any text in the head is.
    expect(page.text).toContain(
      '<meta property="og:image:alt" content="Desks by a window &quot;at night&quot;" />',
    );
    expect(page.headers.get('Content-Security-Policy')).toContain("img-src 'self' data:;");
  });

  it('shows another site’s image as a link, so no reader’s browser asks that site for it', async () => {
    const admin = await signUpAdmin();
    const post = await createPost(admin, {
      content:
        '![Salary chart](https://tracker.example/pixel.png)\n<img src="https://tracker.example/b.gif">',
    });
    const html = (await call('GET', `/api/blog/posts/${post.slug}`)).body.post.contentHtml;
    expect(html).not.toContain('<img');
    expect(html).toContain(
      '<a href="https://tracker.example/pixel.png" rel="nofollow noopener noreferrer">Salary chart</a>',
    );
    const refused = await call('POST', '/api/admin/blog/posts', {
      cookie: admin,
      language: 'ru',
      body: { ...POST, coverImageUrl: 'https://tracker.example/cover.png' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('blog_cover_invalid');
    expect(refused.body.error.message).toMatch(/^Обложкой может быть только изображение/);
  });

  it('refuses what is not an image (SVG included), a file over 2 MB, and anyone but an admin', async () => {
    const admin = await signUpAdmin();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const notImage = await uploadImage(admin, svg, { type: 'image/svg+xml', language: 'ru' });
    expect(notImage.status).toBe(415);
    expect(notImage.body.error).toEqual({
      code: 'blog_image_invalid',
      message: 'Выберите изображение в формате PNG, JPEG, GIF или WebP.',
    });
    const huge = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await uploadImage(admin, huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error?.message).toBe(
      'The image is larger than 2 MB. Please choose a smaller one.',
    );
    const reader = await signUp(t.app, 'reader@example.com', 'Reader');
    expect((await uploadImage(reader.cookie, PNG)).status).toBe(404);
    expect((await uploadImage('', PNG)).status).toBe(404);
    // Names HireReady never gave out are simply not there.
    for (const name of [
      'nope.png',
      '..%2F..%2Fauth-secret',
      `${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.png`,
    ]) {
      expect((await t.app.request(`/api/blog/images/${name}`)).status).toBe(404);
    }
  });
});

describe('the page a shared link opens', () => {
  it("carries a published post's title, description, Open Graph tags and Article JSON-LD", async () => {
    const admin = await signUpAdmin();
    const post = await createPost(admin, {
      title: 'Answers </script><script>alert(1)</script>',
      excerpt: 'How to answer "why us?" & mean it.',
      authorName: 'HireReady Team',
    });
    const res = await call('GET', `/blog/${post.slug}`);
    expect(res.text).toContain(
      '<title>Answers &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | HireReady</title>',
    );
    expect(res.text).toContain(
      '<meta name="description" content="How to answer &quot;why us?&quot; &amp; mean it." />',
    );
    expect(res.text).toContain('<meta property="og:type" content="article" />');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.text)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
      '@type': 'Article',
      headline: 'Answers </script><script>alert(1)</script>',
      author: { '@type': 'Person', name: 'HireReady Team' },
    });
    expect(res.text.match(/<script>alert/g)).toBeNull();
  });

  it('serves the plain app for a draft or an unknown post', async () => {
    const admin = await signUpAdmin();
    const draft = await createPost(admin, { status: 'draft', title: 'Draft title' });
    for (const path of [`/blog/${draft.slug}`, '/blog/unknown']) {
      const res = await call('GET', path);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('Draft title');
      expect(res.text).not.toContain('application/ld+json');
    }
  });
});
