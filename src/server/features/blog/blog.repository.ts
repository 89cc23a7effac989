import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { isUuid } from '../../db/uuid';

export type PostRow = typeof blogPosts.$inferSelect;
export type NewPost = typeof blogPosts.$inferInsert;

export interface BlogRepository {
  /** Published posts, newest first. */
  listPublished(): Promise<PostRow[]>;
  /** Every post, drafts included, most recently edited first (the editor's list). */
  listAll(): Promise<PostRow[]>;
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
    async listAll() {
      return db.select().from(blogPosts).orderBy(desc(blogPosts.updatedAt));
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
