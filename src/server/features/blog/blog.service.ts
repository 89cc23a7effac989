import type { PostFields, PostUpdate } from '../../../shared/schemas/blog';
import { postInputSchema } from '../../../shared/schemas/blog';
import { AppError } from '../../app-error';
import type { BlogRepository, NewPost, PostCardRow, PostRow, TagCount } from './blog.repository';
import { type PostCard, countTags, sortTagCounts } from './blog.views';
import { parseMarkdownFile } from './front-matter';
import { plainText } from './markdown';
import { readingMinutesFrom } from './reading-time';
import { slugify, uniqueSlug } from './slug';
import type { Clock } from '../../clock';
import type { Language } from '../../../shared/language';

export interface BlogDeps {
  repository: BlogRepository;
  now: Clock;
}

/** What reading posts needs: the repository alone. */
type BlogReadDeps = Pick<BlogDeps, 'repository'>;

const EXCERPT_LENGTH = 200;

/** The first words of the content, cut at a word and marked as cut. */
export function excerptFrom(content: string): string {
  const text = plainText(content);
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_LENGTH / 2)).trimEnd()}…`;
}

/**
 * Cards with their reading time. A row from before reading times were stored is measured once
 * and the value kept, so the next request finds it stored.
 */
async function withReadingMinutes(deps: BlogReadDeps, rows: PostCardRow[]): Promise<PostCard[]> {
  const cards: PostCard[] = [];
  for (const { contentToMeasure, readingMinutes, ...row } of rows) {
    if (readingMinutes !== null) {
      cards.push({ ...row, readingMinutes });
      continue;
    }
    const measured = readingMinutesFrom(contentToMeasure ?? '', row.language);
    await deps.repository.storeReadingMinutes(row.id, measured);
    cards.push({ ...row, readingMinutes: measured });
  }
  return cards;
}

/**
 * The public list: published posts (with a tag, those carrying it; with a language, only its
 * posts), the reader's language first and each newest first, and the topics of one language
 * (the chosen one, else the reader's) with their counts. Either way, one query.
 */
export async function listPublishedPosts(
  deps: BlogReadDeps,
  options: { tag?: string; lang?: Language; readerLanguage: Language },
): Promise<{ posts: PostCard[]; tags: TagCount[] }> {
  const topicLanguage = options.lang ?? options.readerLanguage;
  // Unfiltered by tag, the answer holds every published post, so their tags are counted from the
  // rows already loaded; filtered, the database counts them alongside.
  const { rows, counts } = options.tag
    ? await deps.repository.listPublishedByTag(options.tag).then(({ posts, tags }) => ({
        rows: posts,
        counts: tags.filter((count) => count.language === topicLanguage),
      }))
    : await deps.repository.listPublishedCards().then((posts) => ({
        rows: posts,
        counts: countTags(posts.filter((post) => post.language === topicLanguage)),
      }));
  const shown = options.lang ? rows.filter((row) => row.language === options.lang) : rows;
  // A stable sort keeps each language newest first.
  const readerFirst = [...shown].sort(
    (a, b) =>
      Number(a.language !== options.readerLanguage) - Number(b.language !== options.readerLanguage),
  );
  const tags = sortTagCounts(counts.map(({ tag, count }) => ({ tag, count })));
  return { posts: await withReadingMinutes(deps, readerFirst), tags };
}

/** The editor's list: every post, drafts included. */
export async function listAllPosts(deps: BlogReadDeps): Promise<PostCard[]> {
  return withReadingMinutes(deps, await deps.repository.listAll());
}

/** A published post by slug or id for anyone; an admin also sees drafts (to preview them). */
export async function findPost(
  deps: BlogReadDeps,
  options: { identifier: string; isAdmin: boolean },
): Promise<PostRow> {
  const post = await deps.repository.findByIdentifier(options.identifier, {
    includeDrafts: options.isAdmin,
  });
  if (!post) throw new AppError('blog_post_not_found');
  return post;
}

/** A post for the editor, by id, drafts included. */
export async function findEditablePost(deps: BlogReadDeps, id: string): Promise<PostRow> {
  const post = await deps.repository.findById(id);
  if (!post) throw new AppError('blog_post_not_found');
  return post;
}

/** Every published post, newest first, as the RSS feed and the sitemap list them. */
export function listFeedPosts(deps: BlogReadDeps): Promise<PostCardRow[]> {
  return deps.repository.listPublishedCards();
}

async function chooseSlug(
  deps: BlogReadDeps,
  options: { requested: string | null; title: string; exceptId?: string },
): Promise<string> {
  const isTaken = (slug: string) => deps.repository.isSlugTaken(slug, options.exceptId);
  if (options.requested) {
    if (await isTaken(options.requested)) throw new AppError('blog_slug_taken');
    return options.requested;
  }
  return uniqueSlug(slugify(options.title), isTaken);
}

export async function createPost(
  deps: BlogDeps,
  options: { input: PostFields; authorUserId: string | null },
): Promise<PostRow> {
  const { input } = options;
  const now = deps.now();
  const date = input.createdAt ?? now;
  return deps.repository.create({
    ...input,
    slug: await chooseSlug(deps, { requested: input.slug, title: input.title }),
    excerpt: input.excerpt ?? excerptFrom(input.content),
    readingMinutes: readingMinutesFrom(input.content, input.language),
    authorUserId: options.authorUserId,
    createdAt: date,
    publishedAt: input.status === 'published' ? date : null,
  });
}

export async function updatePost(
  deps: BlogDeps,
  options: { id: string; changes: PostUpdate },
): Promise<PostRow> {
  const current = await deps.repository.findById(options.id);
  if (!current) throw new AppError('blog_post_not_found');
  const { slug, excerpt, createdAt, ...rest } = options.changes;
  const update: Partial<NewPost> = { ...rest };
  if (rest.content !== undefined || rest.language !== undefined) {
    const content = rest.content ?? current.content;
    update.readingMinutes = readingMinutesFrom(content, rest.language ?? current.language);
  }
  // A new title keeps the address; only a new slug (or a cleared one: made from the title) moves it.
  if (slug !== undefined && slug !== current.slug) {
    update.slug = await chooseSlug(deps, {
      requested: slug,
      title: rest.title ?? current.title,
      exceptId: current.id,
    });
  }
  if (excerpt !== undefined)
    update.excerpt = excerpt ?? excerptFrom(rest.content ?? current.content);
  if (createdAt) {
    update.createdAt = createdAt;
    if (current.publishedAt) update.publishedAt = createdAt;
  }
  // Publishing stamps the date once; unpublishing hides the post but keeps that date.
  if (rest.status === 'published' && !current.publishedAt) {
    update.publishedAt = createdAt ?? deps.now();
  }
  const updated = await deps.repository.update(current.id, update);
  if (!updated) throw new AppError('blog_post_not_found');
  return updated;
}

export async function deletePost(deps: BlogReadDeps, id: string): Promise<void> {
  if (!(await deps.repository.remove(id))) throw new AppError('blog_post_not_found');
}

export interface ImportReport {
  created: string[];
  updated: string[];
  failed: Array<{ file: string; problems: string[] }>;
}

/**
 * Markdown files with front matter (title, slug, excerpt, tags, language, authorName, imageUrl or
 * coverImageUrl, imageAlt or coverImageAlt, createdAt, status) become posts; a post with the same slug is replaced. Files
 * without a status are published.
 */
export async function importPosts(
  deps: BlogDeps,
  files: Array<{ name: string; text: string }>,
): Promise<ImportReport> {
  const report: ImportReport = { created: [], updated: [], failed: [] };
  for (const file of files) {
    const { attributes, body } = parseMarkdownFile(file.text);
    const parsed = postInputSchema.safeParse({
      ...attributes,
      coverImageUrl: attributes.coverImageUrl ?? attributes.imageUrl,
      coverImageAlt: attributes.coverImageAlt ?? attributes.imageAlt,
      content: body,
      status: attributes.status ?? 'published',
    });
    if (!parsed.success) {
      report.failed.push({
        file: file.name,
        problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      });
      continue;
    }
    const input = parsed.data;
    const slug = input.slug ?? slugify(input.title);
    const date = input.createdAt ?? deps.now();
    const { row, isNew } = await deps.repository.upsertBySlug({
      ...input,
      slug,
      excerpt: input.excerpt ?? excerptFrom(input.content),
      readingMinutes: readingMinutesFrom(input.content, input.language),
      createdAt: date,
      publishedAt: input.status === 'published' ? date : null,
    });
    (isNew ? report.created : report.updated).push(row.slug);
  }
  return report;
}
