import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { blogKeys } from './blog-keys';

/** The list's filters: a topic, a language (unset: every language, the reader's first). */
export interface PostFilter {
  tag?: string;
  lang?: Language;
}

export function listPosts(options: {
  filter: PostFilter;
  language: Language;
  signal?: AbortSignal;
}) {
  const call = apiClient(options.language).api.blog.posts.$get(
    { query: { tag: options.filter.tag, lang: options.filter.lang } },
    { init: { signal: options.signal } },
  );
  return unwrap(call, options.signal);
}

export type PostSummary = Awaited<ReturnType<typeof listPosts>>['posts'][number];
export type TagCount = Awaited<ReturnType<typeof listPosts>>['tags'][number];

export function postsQueryOptions(options: { filter: PostFilter; language: Language }) {
  return queryOptions({
    // The reader's language orders the list and picks its topics: it is part of the answer.
    queryKey: blogKeys.list({ ...options.filter, reader: options.language }),
    queryFn: ({ signal }) =>
      listPosts({ filter: options.filter, language: options.language, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Published posts, the reader's language first, newest first; filtered by topic and language. */
export function usePosts(filter: PostFilter) {
  return useQuery(postsQueryOptions({ filter, language: useLanguage() }));
}
