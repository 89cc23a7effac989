import { readingMinutes } from '../../../shared/post-date';
import type { PostRow } from './blog.repository';
import { plainText, renderMarkdown } from './markdown';

// What the API shows of a post. Content goes out only as sanitized HTML, except to the editor,
// which gets the Markdown it edits.

export function toPostSummary(post: PostRow) {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    coverImageUrl: post.coverImageUrl,
    authorName: post.authorName,
    tags: post.tags,
    language: post.language,
    status: post.status,
    /** The post's date: when it was published (a draft: when it was written). */
    createdAt: (post.publishedAt ?? post.createdAt).toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    readingMinutes: readingMinutesOf(post),
  };
}

/**
 * Reading time needs the post rendered to plain text, the dearest step of a list request, so it
 * is remembered per version of a post (id and last edit). Every process computes the same value
 * from the same row, so nothing here has to agree across processes.
 */
const readingMinutesByVersion = new Map<string, number>();
const REMEMBERED_POSTS = 1000;

function readingMinutesOf(post: PostRow): number {
  const version = `${post.id}@${post.updatedAt.getTime()}`;
  const known = readingMinutesByVersion.get(version);
  if (known !== undefined) return known;
  const minutes = readingMinutes(plainText(post.content).split(' ').filter(Boolean).length);
  if (readingMinutesByVersion.size >= REMEMBERED_POSTS) {
    // Forget the oldest entry (Map keeps insertion order).
    readingMinutesByVersion.delete(readingMinutesByVersion.keys().next().value as string);
  }
  readingMinutesByVersion.set(version, minutes);
  return minutes;
}

export function toPostDetail(post: PostRow) {
  return { ...toPostSummary(post), contentHtml: renderMarkdown(post.content) };
}

export function toEditablePost(post: PostRow) {
  return { ...toPostDetail(post), content: post.content };
}

/** Each tag of the published posts with how many carry it, most used first. */
export function tagCounts(posts: PostRow[]) {
  const counts = new Map<string, number>();
  for (const post of posts) {
    for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}
