import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { blogKeys } from './blog-keys';

export function listPosts(options: { tag?: string; language: Language; signal?: AbortSignal }) {
  const call = apiClient(options.language).api.blog.posts.$get(
    { query: { tag: options.tag } },
    { init: { signal: options.signal } },
  );
  return unwrap(call, options.signal);
}

export type PostSummary = Awaited<ReturnType<typeof listPosts>>['posts'][number];
export type TagCount = Awaited<ReturnType<typeof listPosts>>['tags'][number];

export function postsQueryOptions(options: { tag: string | undefined; language: Language }) {
  return queryOptions({
    queryKey: blogKeys.list(options.tag),
    queryFn: ({ signal }) => listPosts({ tag: options.tag, language: options.language, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Published posts, newest first; with a tag, only those carrying it. */
export function usePosts(tag: string | undefined) {
  return useQuery(postsQueryOptions({ tag, language: useLanguage() }));
}
