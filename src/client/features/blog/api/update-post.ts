import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { PostUpdateInput } from '../../../../shared/schemas/blog';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { useForgetPosts } from './blog-keys';

export function updatePost(options: { id: string; changes: PostUpdateInput; language: Language }) {
  return unwrap(
    apiClient(options.language).api.admin.blog.posts[':id'].$patch({
      param: { id: options.id },
      json: options.changes,
    }),
  );
}

export function useUpdatePost() {
  const language = useLanguage();
  const forget = useForgetPosts();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: PostUpdateInput }) =>
      updatePost({ id, changes, language }),
    onSuccess: () => void forget(),
  });
}
