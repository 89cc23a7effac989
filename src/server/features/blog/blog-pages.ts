import { PAGE_PATTERNS } from '../../../shared/page-routes';
import { readOncePerRequest, type ServerPage } from '../../http/server-pages';
import { type BlogDeps, findPost } from './blog.service';
import { toPostDetail } from './blog.views';
import { postPageHead } from './post-page-meta';

/**
 * The blog's public pages as the server serves them: the list (its chunk preloaded) and a
 * published post (its head for shared links, its content rendered as a guest sees it, ADR 0018).
 * A draft or an unknown post is left to the browser, whose page explains it.
 */
export function blogPages(deps: Pick<BlogDeps, 'repository'> & { appUrl: string }): ServerPage[] {
  // The head and the content of one request read the post once. The post page trims what it
  // reads from the address, and so its query key.
  const readOnce = readOncePerRequest((params) =>
    deps.repository.findByIdentifier((params.postIdentifier ?? '').trim(), {
      includeDrafts: false,
    }),
  );
  return [
    { pattern: PAGE_PATTERNS.blog, clientModule: 'features/blog/pages/blog-list-page.tsx' },
    {
      pattern: PAGE_PATTERNS.blogPost,
      clientModule: 'features/blog/pages/blog-post-page.tsx',
      head: async (params) => {
        if (!(params.postIdentifier ?? '').trim()) return null;
        const post = await readOnce(params);
        return post ? postPageHead(post, deps.appUrl) : null;
      },
      data: async (params) => {
        const identifier = (params.postIdentifier ?? '').trim();
        if (!identifier) return null;
        const once = {
          repository: { ...deps.repository, findByIdentifier: () => readOnce(params) },
        };
        const post = await findPost(once, { identifier, isAdmin: false });
        return { kind: 'blog-post', identifier, body: { post: toPostDetail(post) } };
      },
    },
  ];
}
