import { useQueryClient } from '@tanstack/react-query';

const BLOG_KEY = 'blog';

/**
 * The query keys the blog's hooks use, all under BLOG_KEY; the server fills `post` when it renders
 * a post's page.
 */
export const blogKeys = {
  all: () => [BLOG_KEY] as const,
  list: (filter: { tag?: string; lang?: string; reader: string }) =>
    [BLOG_KEY, 'list', filter.tag ?? '', filter.lang ?? '', filter.reader] as const,
  post: (identifier: string) => [BLOG_KEY, 'post', identifier] as const,
  allPosts: () => [BLOG_KEY, 'admin', 'list'] as const,
  editablePost: (id: string) => [BLOG_KEY, 'admin', 'post', id] as const,
};

/** Forgets every cached blog answer, the readers' and the editor's, after an admin's change. */
export function useForgetPosts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: blogKeys.all() });
}
