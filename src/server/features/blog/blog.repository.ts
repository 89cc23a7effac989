import {
  and,
  arrayContains,
  count,
  desc,
  eq,
  getTableColumns,
  isNotNull,
  isNull,
  ne,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { isUuid } from '../../db/uuid';

export type PostRow = typeof blogPosts.$inferSelect;
export type NewPost = typeof blogPosts.$inferInsert;

/**
 * A post as a list shows it: every column but the content, which is the bulk of a row. The
 * content comes along only for a row whose reading time is not stored yet (one written before
 * the column existed), so it can be measured once.
 */
export type PostCardRow = Omit<PostRow, 'content'> & { contentToMeasure: string | null };

export interface TagCount {
  tag: string;
  count: number;
}

/** A tag's count among the posts of one language: topics are words of a language. */
export interface LanguageTagCount extends TagCount {
  language: string;
}

const { content: _content, ...cardColumns } = getTableColumns(blogPosts);
const listColumns = {
  ...cardColumns,
  contentToMeasure: sql<
    string | null
  >`case when ${blogPosts.readingMinutes} is null then ${blogPosts.content} end`,
};

export interface BlogRepository {
  /** Published posts, newest first. */
  listPublished(): Promise<PostRow[]>;
  /** Published posts as cards, newest first. */
  listPublishedCards(): Promise<PostCardRow[]>;
  /**
   * The published posts carrying the tag, as cards, newest first, with every tag's count per
   * language over all published posts (in no particular order), in one query.
   */
  listPublishedByTag(tag: string): Promise<{ posts: PostCardRow[]; tags: LanguageTagCount[] }>;
  /** Each tag of the published posts with how many of each language carry it, in no order. */
  countPublishedTags(): Promise<LanguageTagCount[]>;
  /** Every post as a card, drafts included, most recently edited first (the editor's list). */
  listAll(): Promise<PostCardRow[]>;
  /**
   * Stores the reading time of a row that has none, leaving its last-edit date alone; a row an
   * edit has measured meanwhile keeps that edit's value.
   */
  storeReadingMinutes(id: string, minutes: number): Promise<void>;
  /** By slug first, then by id (spec §7); drafts only when asked for. */
  findByIdentifier(
    identifier: string,
    options: { includeDrafts: boolean },
  ): Promise<PostRow | null>;
  findById(id: string): Promise<PostRow | null>;
  isSlugTaken(slug: string, exceptId?: string): Promise<boolean>;
  create(post: NewPost): Promise<PostRow>;
  update(id: string, changes: Partial<NewPost>): Promise<PostRow | null>;
  remove(id: string): Promise<boolean>;
  /** Imports: the post with this slug replaced, or a new one. */
  upsertBySlug(post: NewPost & { slug: string }): Promise<{ row: PostRow; isNew: boolean }>;
  countAll(): Promise<number>;
}

export function createBlogRepository(db: Database): BlogRepository {
  const published = and(eq(blogPosts.status, 'published'), isNotNull(blogPosts.publishedAt));
  return {
    async listPublished() {
      return db
        .select()
        .from(blogPosts)
        .where(published)
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt));
    },
    async listPublishedCards() {
      return db
        .select(listColumns)
        .from(blogPosts)
        .where(published)
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt));
    },
    async listPublishedByTag(tag) {
      // The counts ride along on one row as JSON: on the embedded database, which runs one query
      // at a time, a second query cost more than the whole list. Postgres works the subquery out
      // once; only one row carries it, so a long list does not repeat it.
      const counts = sql`(select coalesce(json_agg(json_build_object('language', counted.language, 'tag', counted.tag, 'count', counted.n)), '[]'::json) from (select ${blogPosts.language} as language, tagged.tag, count(*)::int as n from ${blogPosts}, unnest(${blogPosts.tags}) as tagged(tag) where ${published} group by ${blogPosts.language}, tagged.tag) as counted)`;
      const rows = await db
        .select({
          ...listColumns,
          tagCounts: sql<
            LanguageTagCount[] | null
          >`case when row_number() over (order by ${blogPosts.id}) = 1 then ${counts} end`,
        })
        .from(blogPosts)
        .where(and(published, arrayContains(blogPosts.tags, [tag])))
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt));
      const tags =
        rows.find((row) => row.tagCounts !== null)?.tagCounts ?? (await this.countPublishedTags());
      return { posts: rows.map(({ tagCounts: _tagCounts, ...row }) => row), tags };
    },
    async countPublishedTags() {
      const tagged = db
        .select({
          language: blogPosts.language,
          tag: sql<string>`unnest(${blogPosts.tags})`.as('tag'),
        })
        .from(blogPosts)
        .where(published)
        .as('tagged');
      return db
        .select({ language: tagged.language, tag: tagged.tag, count: count() })
        .from(tagged)
        .groupBy(tagged.language, tagged.tag);
    },
    async listAll() {
      return db.select(listColumns).from(blogPosts).orderBy(desc(blogPosts.updatedAt));
    },
    async storeReadingMinutes(id, minutes) {
      await db
        .update(blogPosts)
        .set({ readingMinutes: minutes })
        .where(and(eq(blogPosts.id, id), isNull(blogPosts.readingMinutes)));
    },
    async findByIdentifier(identifier, options) {
      const visible = options.includeDrafts ? undefined : published;
      const [bySlug] = await db
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, identifier.toLowerCase()), visible))
        .limit(1);
      if (bySlug) return bySlug;
      if (!isUuid(identifier)) return null;
      const [byId] = await db
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.id, identifier), visible))
        .limit(1);
      return byId ?? null;
    },
    async findById(id) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
      return row ?? null;
    },
    async isSlugTaken(slug, exceptId) {
      const [row] = await db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), exceptId ? ne(blogPosts.id, exceptId) : undefined))
        .limit(1);
      return row !== undefined;
    },
    async create(post) {
      const [row] = await db.insert(blogPosts).values(post).returning();
      if (!row) throw new Error('insert into blog_posts returned no row');
      return row;
    },
    async update(id, changes) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .update(blogPosts)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(blogPosts.id, id))
        .returning();
      return row ?? null;
    },
    async remove(id) {
      if (!isUuid(id)) return false;
      const deleted = await db
        .delete(blogPosts)
        .where(eq(blogPosts.id, id))
        .returning({ id: blogPosts.id });
      return deleted.length > 0;
    },
    async upsertBySlug(post) {
      const existing = await this.findByIdentifier(post.slug, { includeDrafts: true });
      if (existing && existing.slug === post.slug) {
        const row = await this.update(existing.id, post);
        if (!row) throw new Error('the post disappeared during the import');
        return { row, isNew: false };
      }
      return { row: await this.create(post), isNew: true };
    },
    async countAll() {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(blogPosts);
      return row?.n ?? 0;
    },
  };
}
