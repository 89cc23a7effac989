import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

/** The content as readers will see it: sanitized by the server, like the published page. */
export function previewPost(options: { content: string; language: Language }) {
  return unwrap(
    apiClient(options.language).api.admin.blog.preview.$post({
      json: { content: options.content },
    }),
  );
}

export function usePreview() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (content: string) => previewPost({ content, language }),
  });
}
