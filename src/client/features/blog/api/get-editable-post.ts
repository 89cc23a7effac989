import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { blogKeys } from './blog-keys';

/** A post for the editor (admins only), by id, drafts included. */
export function getEditablePost(options: { id: string; language: Language; signal?: AbortSignal }) {
  return unwrap(
    apiClient(options.language).api.admin.blog.posts[':id'].$get(
      { param: { id: options.id } },
      { init: { signal: options.signal } },
    ),
    options.signal,
  );
}

export type EditablePost = Awaited<ReturnType<typeof getEditablePost>>['post'];

export function editablePostQueryOptions(options: { id: string; language: Language }) {
  return queryOptions({
    queryKey: blogKeys.editablePost(options.id),
    queryFn: ({ signal }) =>
      getEditablePost({ id: options.id, language: options.language, signal }),
    enabled: options.id !== '',
  });
}

export function useEditablePost(id: string) {
  return useQuery(editablePostQueryOptions({ id, language: useLanguage() }));
}
