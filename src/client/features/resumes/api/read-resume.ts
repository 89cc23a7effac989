import { useMutation } from '@tanstack/react-query';
import type { ResumeReading } from '../../../../shared/schemas/resumes';
import { postFile } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

/**
 * Sends the chosen file to be read into fields the user checks before optimizing. Nothing is
 * stored; the same file read again loads the corrections the user confirmed for it last time.
 */
export function useReadResume() {
  const language = useLanguage();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.set('file', file, file.name);
      const { reading } = await postFile<{ reading: ResumeReading }>('/api/resumes/read', {
        body: form,
        language,
      });
      return reading;
    },
  });
}
