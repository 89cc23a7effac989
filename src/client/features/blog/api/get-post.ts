import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { blogKeys } from './blog-keys';

export function getPost(options: { identifier: string; language: Language; signal?: AbortSignal }) {
  const call = apiClient(options.language).api.blog.posts[':identifier'].$get(
    { param: { identifier: options.identifier } },
    { init: { signal: options.signal } },
  );
  return unwrap(call, options.signal);
}

export type PostDetail = Awaited<ReturnType<typeof getPost>>['post'];

export function postQueryOptions(options: { identifier: string; language: Language }) {
  return queryOptions({
    queryKey: blogKeys.post(options.identifier),
    queryFn: ({ signal }) =>
      getPost({ identifier: options.identifier, language: options.language, signal }),
    enabled: options.identifier !== '',
  });
}

/** One post by its slug or id: a published one, or a draft for an admin previewing it. */
export function usePost(identifier: string) {
  return useQuery(postQueryOptions({ identifier, language: useLanguage() }));
}
