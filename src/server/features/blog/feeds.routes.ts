import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import type { BlogRepository } from './blog.repository';
import { listFeedPosts } from './blog.service';
import { buildRss, buildSitemap, type SitemapEntry } from './feeds';

/** Public pages anyone can open, for the sitemap. */
const PUBLIC_PAGES = ['/', '/about', '/contact', '/blog', '/vacancies', '/signup', '/signin'];
const FEED_CACHE = 'public, max-age=300';

export interface FeedRouteDeps {
  appUrl: string;
  repository: BlogRepository;
  /** The vacancies anyone may see, for the sitemap. */
  listPublicVacancies: () => Promise<Array<{ id: string; updatedAt: Date }>>;
}

/** /rss.xml, /sitemap.xml and /robots.txt: how readers' feed apps and search engines find us. */
export function feedRoutes(deps: FeedRouteDeps) {
  return new Hono<AppEnv>()
    .get('/rss.xml', async (c) => {
      const posts = await listFeedPosts(deps);
      const xml = buildRss({
        appUrl: deps.appUrl,
        title: 'HireReady blog',
        description: 'Interview practice, resumes and job search, in English and Russian.',
        language: 'en',
        posts: posts.map((post) => ({
          ...post,
          publishedAt: post.publishedAt ?? post.createdAt,
        })),
      });
      c.header('Cache-Control', FEED_CACHE);
      return c.body(xml, 200, { 'Content-Type': 'application/rss+xml; charset=utf-8' });
    })
    .get('/sitemap.xml', async (c) => {
      const [posts, vacancies] = await Promise.all([
        listFeedPosts(deps),
        deps.listPublicVacancies(),
      ]);
      const entries: SitemapEntry[] = [
        ...PUBLIC_PAGES.map((path) => ({ path })),
        ...posts.map((post) => ({
          path: `/blog/${encodeURIComponent(post.slug)}`,
          lastModified: post.updatedAt,
        })),
        ...vacancies.map((vacancy) => ({
          path: `/vacancies/${encodeURIComponent(vacancy.id)}`,
          lastModified: vacancy.updatedAt,
        })),
      ];
      c.header('Cache-Control', FEED_CACHE);
      return c.body(buildSitemap(deps.appUrl, entries), 200, {
        'Content-Type': 'application/xml; charset=utf-8',
      });
    })
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', FEED_CACHE);
      const body = [
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /dashboard',
        'Disallow: /interview/',
        'Disallow: /results/',
        `Sitemap: ${deps.appUrl}/sitemap.xml`,
        '',
      ].join('\n');
      return c.text(body, 200);
    });
}
