import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { parsePostDate } from '../post-date';

// Each issue's `error` is an ErrorCode from ../errors, shown the same on client and server.

export const BLOG_TITLE_MAX_LENGTH = 200;
export const BLOG_EXCERPT_MAX_LENGTH = 500;
export const BLOG_CONTENT_MAX_LENGTH = 100_000;
export const BLOG_AUTHOR_MAX_LENGTH = 100;
export const BLOG_COVER_ALT_MAX_LENGTH = 200;
export const BLOG_URL_MAX_LENGTH = 2_000;
/** Images in posts are uploaded to HireReady and served from here, never from other sites. */
export const BLOG_IMAGE_PATH = '/api/blog/images/';
export const BLOG_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** An uploaded image's address: a random name and the extension of its type. */
export const BLOG_IMAGE_URL =
  /^\/api\/blog\/images\/[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\.(?:png|jpg|gif|webp)$/;
export const BLOG_TAG_MAX_LENGTH = 40;
export const BLOG_TAGS_MAX = 10;
export const BLOG_SLUG_MAX_LENGTH = 80;
export const BLOG_POST_STATUSES = ['draft', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

const optionalText = (
  max: number,
  tooLong: 'blog_excerpt_too_long' | 'blog_author_too_long' | 'blog_cover_alt_too_long',
) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => (value ? value : null));

const postFields = z.object({
  title: z
    .string({ error: 'blog_title_required' })
    .trim()
    .min(1, { error: 'blog_title_required' })
    .max(BLOG_TITLE_MAX_LENGTH, { error: 'blog_title_too_long' }),
  /** Blank: made from the title. */
  slug: z
    .string({ error: 'blog_slug_invalid' })
    .trim()
    .toLowerCase()
    .max(BLOG_SLUG_MAX_LENGTH, { error: 'blog_slug_invalid' })
    .regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, { error: 'blog_slug_invalid' })
    .nullish()
    .transform((value) => (value ? value : null)),
  /** Blank: the first sentences of the content. */
  excerpt: optionalText(BLOG_EXCERPT_MAX_LENGTH, 'blog_excerpt_too_long'),
  content: z
    .string({ error: 'blog_content_required' })
    .trim()
    .min(1, { error: 'blog_content_required' })
    .max(BLOG_CONTENT_MAX_LENGTH, { error: 'blog_content_too_long' }),
  coverImageUrl: z
    .string({ error: 'blog_cover_invalid' })
    .trim()
    .max(BLOG_URL_MAX_LENGTH, { error: 'blog_cover_invalid' })
    .refine((value) => value === '' || BLOG_IMAGE_URL.test(value), {
      error: 'blog_cover_invalid',
    })
    .nullish()
    .transform((value) => (value ? value : null)),
  /** What the cover shows, for readers who do not see it (its alt text); blank: decorative. */
  coverImageAlt: optionalText(BLOG_COVER_ALT_MAX_LENGTH, 'blog_cover_alt_too_long'),
  authorName: optionalText(BLOG_AUTHOR_MAX_LENGTH, 'blog_author_too_long'),
  tags: z
    .array(
      z
        .string({ error: 'blog_tags_invalid' })
        .trim()
        .min(1, { error: 'blog_tags_invalid' })
        .max(BLOG_TAG_MAX_LENGTH, { error: 'blog_tags_invalid' }),
      { error: 'blog_tags_invalid' },
    )
    .max(BLOG_TAGS_MAX, { error: 'blog_tags_invalid' })
    // "Interviews" and "interviews" are one tag: the first spelling wins.
    .transform((tags) =>
      tags.filter(
        (tag, index) => tags.findIndex((t) => t.toLowerCase() === tag.toLowerCase()) === index,
      ),
    ),
  language: z.enum(LANGUAGES, { error: 'blog_language_invalid' }),
  status: z.enum(BLOG_POST_STATUSES, { error: 'blog_status_invalid' }),
  /** The post's date in any of the spec's three forms (§3); blank: now. */
  createdAt: z
    .unknown()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return null;
      const date = parsePostDate(value);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: 'blog_date_invalid' });
        return z.NEVER;
      }
      return date;
    })
    .optional(),
});

/** A new post, from the editor or an imported Markdown file: a draft with no tags unless said. */
export const postInputSchema = postFields.extend({
  tags: postFields.shape.tags.default([]),
  status: postFields.shape.status.default('draft'),
});
export type PostInput = z.input<typeof postInputSchema>;
export type PostFields = z.output<typeof postInputSchema>;

/**
 * An edit: any of the fields, nothing defaulted (a missing field stays as it is); publishing and
 * unpublishing are edits of `status`.
 */
export const postUpdateSchema = postFields.partial();
export type PostUpdateInput = z.input<typeof postUpdateSchema>;
export type PostUpdate = z.output<typeof postUpdateSchema>;

export const postPreviewSchema = z.object({
  content: z
    .string({ error: 'blog_content_required' })
    .max(BLOG_CONTENT_MAX_LENGTH, { error: 'blog_content_too_long' }),
});

export const postListQuerySchema = z.object({
  /** Only posts in this language (and only its topics); unset: the reader's language first. */
  lang: z.enum(LANGUAGES, { error: 'list_filter_invalid' }).optional(),
  tag: z
    .string()
    .trim()
    .max(BLOG_TAG_MAX_LENGTH, { error: 'list_filter_invalid' })
    .optional()
    .transform((value) => (value ? value : undefined)),
});
