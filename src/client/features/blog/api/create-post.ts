import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { PostInput } from '../../../../shared/schemas/blog';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { useForgetPosts } from './blog-keys';

export function createPost(options: { input: PostInput; language: Language }) {
  return unwrap(apiClient(options.language).api.admin.blog.posts.$post({ json: options.input }));
}

export function useCreatePost() {
  const language = useLanguage();
  const forget = useForgetPosts();
  return useMutation({
    mutationFn: (input: PostInput) => createPost({ input, language }),
    onSuccess: () => void forget(),
  });
}
