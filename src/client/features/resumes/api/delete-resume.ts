import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import type { ResumeListItem } from './list-resumes';
import { resumeKeys, useForgetResumes } from './resume-keys';

export function deleteResume(options: { id: string; language: Language }) {
  return unwrap(
    apiClient(options.language).api.resumes[':id'].$delete({ param: { id: options.id } }),
  );
}

export function useDeleteResume() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const forget = useForgetResumes();
  return useMutation({
    mutationFn: (id: string) => deleteResume({ id, language }),
    onSuccess: ({ id }) => {
      queryClient.setQueryData(
        resumeKeys.list(),
        (current: { resumes: ResumeListItem[] } | undefined) =>
          current ? { resumes: current.resumes.filter((item) => item.id !== id) } : current,
      );
      queryClient.removeQueries({ queryKey: resumeKeys.detail(id) });
      void forget();
    },
  });
}
