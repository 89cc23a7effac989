import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import { postFile } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

/**
 * Uploads an image for a post (its bytes as the body) and answers its address on HireReady.
 * The route reads its own body, with a 2 MB cut-off.
 */
export function uploadBlogImage(options: { file: File; language: Language }): Promise<{
  url: string;
}> {
  return postFile('/api/admin/blog/images', {
    body: options.file,
    language: options.language,
    contentType: options.file.type || 'application/octet-stream',
  });
}

export function useUploadBlogImage() {
  const language = useLanguage();
  return useMutation({ mutationFn: (file: File) => uploadBlogImage({ file, language }) });
}
