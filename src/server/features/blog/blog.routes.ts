import { Readable } from 'node:stream';
import { Hono } from 'hono';
import {
  postInputSchema,
  postListQuerySchema,
  postPreviewSchema,
  postUpdateSchema,
} from '../../../shared/schemas/blog';
import { AppError } from '../../app-error';
import type { AppEnv } from '../../http/context';
import { optionalUser, requireAdmin } from '../../http/session';
import { queryParams } from '../../http/query-params';
import { jsonBody } from '../../http/validate';
import {
  type BlogDeps,
  createPost,
  deletePost,
  findEditablePost,
  findPost,
  listAllPosts,
  listPublishedPosts,
  updatePost,
} from './blog.service';
import { toEditablePost, toPostDetail, toPostSummary } from './blog.views';
import { renderMarkdown } from './markdown';
import { readBlogImage, storeBlogImage } from './blog-images';
import type { ObjectStorage } from '../../storage/storage';

export interface BlogRouteDeps extends BlogDeps {
  /** Where images uploaded from the editor are kept. */
  storage: ObjectStorage;
}

/** Reading is public; writing is for admins, and to anyone else the editor does not exist. */
export function blogRoutes(deps: BlogRouteDeps) {
  return (
    new Hono<AppEnv>()
      .get('/blog/posts', queryParams(postListQuerySchema), async (c) => {
        const { posts, tags } = await listPublishedPosts(deps, {
          ...c.req.valid('query'),
          readerLanguage: c.get('language'),
        });
        return c.json({ posts: posts.map(toPostSummary), tags }, 200);
      })
      .get('/blog/posts/:identifier', optionalUser, async (c) => {
        const post = await findPost(deps, {
          identifier: c.req.param('identifier'),
          isAdmin: c.get('user')?.isAdmin ?? false,
        });
        if (post.status !== 'published') c.header('Cache-Control', 'no-store');
        return c.json({ post: toPostDetail(post) }, 200);
      })
      // Images in posts: uploaded by admins from the editor (the file's bytes as the body),
      // served to everyone from here, so no reader's browser asks another site for them.
      .post('/admin/blog/images', requireAdmin, async (c) => {
        const image = await storeBlogImage(deps.storage, {
          request: c.req.raw,
          language: c.get('language'),
        });
        return c.json(image, 201);
      })
      .get('/blog/images/:name', async (c) => {
        const image = await readBlogImage(deps.storage, c.req.param('name'));
        if (!image) throw new AppError('not_found');
        return c.body(Readable.toWeb(image.body) as ReadableStream<Uint8Array>, 200, {
          'Content-Type': image.contentType,
          'Content-Length': String(image.size),
          // A name is never reused: a changed image is a new upload with a new name.
          'Cache-Control': 'public, max-age=31536000, immutable',
          'X-Content-Type-Options': 'nosniff',
        });
      })
      .get('/admin/blog/posts', requireAdmin, async (c) => {
        const posts = await listAllPosts(deps);
        return c.json({ posts: posts.map(toPostSummary) }, 200);
      })
      .post('/admin/blog/posts', requireAdmin, jsonBody(postInputSchema), async (c) => {
        const post = await createPost(deps, {
          input: c.req.valid('json'),
          authorUserId: c.get('user').id,
        });
        return c.json({ post: toEditablePost(post) }, 201);
      })
      .get('/admin/blog/posts/:id', requireAdmin, async (c) => {
        const post = await findEditablePost(deps, c.req.param('id'));
        return c.json({ post: toEditablePost(post) }, 200);
      })
      .patch('/admin/blog/posts/:id', requireAdmin, jsonBody(postUpdateSchema), async (c) => {
        const post = await updatePost(deps, {
          id: c.req.param('id'),
          changes: c.req.valid('json'),
        });
        return c.json({ post: toEditablePost(post) }, 200);
      })
      .delete('/admin/blog/posts/:id', requireAdmin, async (c) => {
        await deletePost(deps, c.req.param('id'));
        return c.body(null, 204);
      })
      // The editor's preview goes through the same sanitizer as the published page.
      .post('/admin/blog/preview', requireAdmin, jsonBody(postPreviewSchema), async (c) => {
        return c.json({ html: renderMarkdown(c.req.valid('json').content) }, 200);
      })
  );
}
