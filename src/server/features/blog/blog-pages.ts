import { PAGE_PATTERNS } from '../../../shared/page-routes';
import type { ServerPage } from '../../http/server-pages';
import { type BlogDeps, findPost } from './blog.service';
import { toPostDetail } from './blog.views';
import { postPageHead } from './post-page-meta';

/**
 * The blog's public pages as the server serves them: the list (its chunk preloaded) and a
 * published post (its head for shared links, its content rendered as a guest sees it, ADR 0018).
 * A draft or an unknown post is left to the browser, whose page explains it.
 */
export function blogPages(deps: Pick<BlogDeps, 'repository'> & { appUrl: string }): ServerPage[] {
  return [
    { pattern: PAGE_PATTERNS.blog, clientModule: 'features/blog/pages/blog-list-page.tsx' },
    {
      pattern: PAGE_PATTERNS.blogPost,
      clientModule: 'features/blog/pages/blog-post-page.tsx',
      head: async ({ postIdentifier = '' }) => {
        const post = await deps.repository.findByIdentifier(postIdentifier, {
          includeDrafts: false,
        });
        return post ? postPageHead(post, deps.appUrl) : null;
      },
      data: async ({ postIdentifier = '' }) => {
        // The post page trims what it reads from the address, and so its query key.
        const identifier = postIdentifier.trim();
        if (!identifier) return null;
        const post = await findPost(deps, { identifier, isAdmin: false });
        return { kind: 'blog-post', identifier, body: { post: toPostDetail(post) } };
      },
    },
  ];
}
