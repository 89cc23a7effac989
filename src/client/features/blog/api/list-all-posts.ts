import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { blogKeys } from './blog-keys';

/** Every post, drafts included, for the editor (admins only). */
export function listAllPosts(options: { language: Language; signal?: AbortSignal }) {
  return unwrap(
    apiClient(options.language).api.admin.blog.posts.$get(undefined, {
      init: { signal: options.signal },
    }),
    options.signal,
  );
}

export function allPostsQueryOptions(options: { language: Language }) {
  return queryOptions({
    queryKey: blogKeys.allPosts(),
    queryFn: ({ signal }) => listAllPosts({ language: options.language, signal }),
  });
}

export function useAllPosts() {
  return useQuery(allPostsQueryOptions({ language: useLanguage() }));
}
