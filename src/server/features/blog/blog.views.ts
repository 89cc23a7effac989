import type { PostCardRow, PostRow, TagCount } from './blog.repository';
import { renderMarkdown } from './markdown';
import { readingMinutesFrom } from './reading-time';

// What the API shows of a post. Content goes out only as sanitized HTML, except to the editor,
// which gets the Markdown it edits.

/** A post without its content, its reading time known. */
export type PostCard = Omit<PostCardRow, 'contentToMeasure' | 'readingMinutes'> & {
  readingMinutes: number;
};

export function toPostSummary(post: PostCard) {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    coverImageUrl: post.coverImageUrl,
    coverImageAlt: post.coverImageAlt ?? '',
    authorName: post.authorName,
    tags: post.tags,
    language: post.language,
    status: post.status,
    /** The post's date: when it was published (a draft: when it was written). */
    createdAt: (post.publishedAt ?? post.createdAt).toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    readingMinutes: post.readingMinutes,
  };
}

/** A whole row as a card; a row from before reading times were stored is measured here. */
function cardOf(post: PostRow): PostCard {
  return {
    ...post,
    readingMinutes: post.readingMinutes ?? readingMinutesFrom(post.content, post.language),
  };
}

export function toPostDetail(post: PostRow) {
  return { ...toPostSummary(cardOf(post)), contentHtml: renderMarkdown(post.content) };
}

export function toEditablePost(post: PostRow) {
  return { ...toPostDetail(post), content: post.content };
}

/** How many of these posts carry each tag. */
export function countTags(posts: Array<{ tags: string[] }>): TagCount[] {
  const counts = new Map<string, number>();
  for (const post of posts) {
    for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts].map(([tag, count]) => ({ tag, count }));
}

/** Most used first, then by name, so the order does not depend on the database's. */
export function sortTagCounts(counts: TagCount[]): TagCount[] {
  return [...counts].sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}
