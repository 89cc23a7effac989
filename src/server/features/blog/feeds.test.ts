import { describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { buildRss, buildSitemap, escapeXml } from './feeds';

const post = {
  slug: 'tips-&-tricks',
  title: 'Tips & <tricks> "quoted"',
  excerpt: 'Bad control char \u0001 removed; ]]> kept as text',
  authorName: 'Team',
  tags: ['interviews', 'STAR'],
  publishedAt: new Date('2026-09-02T09:00:00Z'),
  updatedAt: new Date('2026-09-03T09:00:00Z'),
};

describe('buildRss', () => {
  it('is well-formed RSS 2.0 whose items carry the posts, escaped', () => {
    const xml = buildRss({
      appUrl: 'https://hireready.example',
      title: 'HireReady blog',
      description: 'Interview and resume practice',
      language: 'en',
      posts: [post],
    });
    expect(XMLValidator.validate(xml)).toBe(true);
    const rss = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
      rss: { '@_version': string; channel: { item: Record<string, unknown> } };
    };
    expect(rss.rss['@_version']).toBe('2.0');
    const item = rss.rss.channel.item;
    expect(item.title).toBe('Tips & <tricks> "quoted"');
    expect(item.link).toBe('https://hireready.example/blog/tips-%26-tricks');
    expect(item.pubDate).toBe('Wed, 02 Sep 2026 09:00:00 GMT');
    expect(item.category).toEqual(['interviews', 'STAR']);
    expect(item.description).toBe('Bad control char  removed; ]]> kept as text');
  });
});

describe('buildSitemap', () => {
  it('lists each page with its last modification', () => {
    const xml = buildSitemap('https://hireready.example', [
      { path: '/' },
      { path: '/blog/a', lastModified: new Date('2026-09-03T09:00:00Z') },
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser().parse(xml) as {
      urlset: { url: Array<{ loc: string; lastmod?: string }> };
    };
    expect(parsed.urlset.url).toEqual([
      { loc: 'https://hireready.example/' },
      { loc: 'https://hireready.example/blog/a', lastmod: '2026-09-03T09:00:00.000Z' },
    ]);
  });
});

describe('escapeXml', () => {
  it('escapes the five XML characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    );
  });
});
