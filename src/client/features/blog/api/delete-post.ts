import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { useForgetPosts } from './blog-keys';

export function deletePost(options: { id: string; language: Language }) {
  return unwrap(
    apiClient(options.language).api.admin.blog.posts[':id'].$delete({
      param: { id: options.id },
    }),
  );
}

export function useDeletePost() {
  const language = useLanguage();
  const forget = useForgetPosts();
  return useMutation({
    mutationFn: async (id: string) => {
      await deletePost({ id, language });
    },
    onSuccess: () => void forget(),
  });
}
