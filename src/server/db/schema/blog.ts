// The blog's posts.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { inList } from './columns';

export const BLOG_POST_STATUSES = ['draft', 'published'] as const;

/** Blog posts: Markdown written by admins or imported; only published ones are public. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The address: /blog/{slug}; lower-case ASCII letters, digits and hyphens. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    /** Markdown; rendered to sanitized HTML on the way out, never stored as HTML. */
    content: text('content').notNull(),
    /**
     * Minutes to read the content, written with it, so the list need not load and render every
     * post. Null only on rows from before the column, until the list first fills it in.
     */
    readingMinutes: integer('reading_minutes'),
    coverImageUrl: text('cover_image_url'),
    /** The cover's alt text; null or empty when it is decorative. */
    coverImageAlt: text('cover_image_alt'),
    authorName: text('author_name'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    language: text('language').notNull(),
    status: text('status').notNull().default('draft'),
    /** The admin who wrote it; imported posts have none. */
    authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Set when first published; the date readers see. */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('blog_posts_slug_idx').on(table.slug),
    index('blog_posts_status_published_at_idx').on(table.status, table.publishedAt),
    check('blog_posts_status', sql`${table.status} in (${inList(BLOG_POST_STATUSES)})`),
    check('blog_posts_language', sql`${table.language} in ('en', 'ru')`),
  ],
);
