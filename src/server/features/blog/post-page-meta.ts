import { escapeHtml, jsonLdScript, nameMeta, propertyMeta, shorten } from '../../http/seo';
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
export function articleOf(post: PostRow, { url, appUrl }: { url: string; appUrl: string }) {
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
    nameMeta('description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<link rel="alternate" type="application/rss+xml" title="HireReady blog" href="${escapeHtml(`${appUrl}/rss.xml`)}" />`,
    propertyMeta('og:type', 'article'),
    propertyMeta('og:site_name', SITE_NAME),
    propertyMeta('og:title', post.title),
    propertyMeta('og:description', description),
    propertyMeta('og:url', url),
    propertyMeta('og:locale', post.language === 'ru' ? 'ru_RU' : 'en_US'),
    propertyMeta('article:published_time', published),
    propertyMeta('article:modified_time', post.updatedAt.toISOString()),
    ...post.tags.map((tag) => propertyMeta('article:tag', tag)),
    ...(image ? [propertyMeta('og:image', image)] : []),
    ...(image && post.coverImageAlt ? [propertyMeta('og:image:alt', post.coverImageAlt)] : []),
    ...(image && post.coverImageAlt ? [nameMeta('twitter:image:alt', post.coverImageAlt)] : []),
    nameMeta('twitter:card', image ? 'summary_large_image' : 'summary'),
    nameMeta('twitter:title', post.title),
    nameMeta('twitter:description', description),
    jsonLdScript(articleOf(post, { url, appUrl })),
  ].join('\n    ');
}
