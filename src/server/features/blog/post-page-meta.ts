import { escapeHtml, jsonLdScript, metaTag, shorten } from '../../http/seo';
import type { PostRow } from './blog.repository';

const SITE_NAME = 'HireReady';
const DESCRIPTION_LENGTH = 160;

/** The cover's absolute address (it is stored as HireReady's own path), for other sites to fetch. */
function coverUrl(post: PostRow, appUrl: string): string | null {
  if (!post.coverImageUrl) return null;
  return /^https?:\/\//.test(post.coverImageUrl)
    ? post.coverImageUrl
    : `${appUrl.replace(/\/$/, '')}${post.coverImageUrl}`;
}

/** schema.org Article, as search engines read it. */
export function articleOf(post: PostRow, url: string, appUrl: string) {
  const image = coverUrl(post, appUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    datePublished: (post.publishedAt ?? post.createdAt).toISOString(),
    dateModified: post.updatedAt.toISOString(),
    inLanguage: post.language,
    url,
    mainEntityOfPage: url,
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
    ...(image ? { image } : {}),
    ...(post.authorName ? { author: { '@type': 'Person', name: post.authorName } } : {}),
    publisher: { '@type': 'Organization', name: SITE_NAME },
  };
}

/** The <head> tags of a published post: title, description, Open Graph, Twitter, JSON-LD. */
export function postPageHead(post: PostRow, appUrl: string): string {
  const url = `${appUrl.replace(/\/$/, '')}/blog/${encodeURIComponent(post.slug)}`;
  const title = `${post.title} | ${SITE_NAME}`;
  const description = shorten(post.excerpt.replace(/\s+/g, ' ').trim(), DESCRIPTION_LENGTH);
  const published = (post.publishedAt ?? post.createdAt).toISOString();
  const image = coverUrl(post, appUrl);
  return [
    `<title>${escapeHtml(title)}</title>`,
    metaTag('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<link rel="alternate" type="application/rss+xml" title="HireReady blog" href="${escapeHtml(`${appUrl}/rss.xml`)}" />`,
    metaTag('property', 'og:type', 'article'),
    metaTag('property', 'og:site_name', SITE_NAME),
    metaTag('property', 'og:title', post.title),
    metaTag('property', 'og:description', description),
    metaTag('property', 'og:url', url),
    metaTag('property', 'og:locale', post.language === 'ru' ? 'ru_RU' : 'en_US'),
    metaTag('property', 'article:published_time', published),
    metaTag('property', 'article:modified_time', post.updatedAt.toISOString()),
    ...post.tags.map((tag) => metaTag('property', 'article:tag', tag)),
    ...(image ? [metaTag('property', 'og:image', image)] : []),
    metaTag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    metaTag('name', 'twitter:title', post.title),
    metaTag('name', 'twitter:description', description),
    jsonLdScript(articleOf(post, url, appUrl)),
  ].join('\n    ');
}
