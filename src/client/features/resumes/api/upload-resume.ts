import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { AiNotice } from '../../../../shared/schemas/interviews';
import type { ResumeFieldsInput } from '../../../../shared/schemas/resumes';
import { postFile } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import type { ResumeDetail } from './get-resume';
import type { ResumeListItem } from './list-resumes';
import { resumeKeys, useForgetResumes } from './resume-keys';

/** What an upload answers: the new resume, and a notice when the daily AI limit made it offline. */
export interface UploadResumeResult {
  resume: ResumeDetail;
  notice?: AiNotice;
}

export interface UploadResumeInput {
  jobDescription: string;
  file: File;
  /** The resume as the user checked and corrected it; the server reads the file when absent. */
  fields?: ResumeFieldsInput | null;
}

/**
 * Sends the file (PDF or Word), the job description and the checked fields as multipart form data; the route reads
 * its own stream (5 MB cut-off).
 */
export function uploadResume(options: {
  input: UploadResumeInput;
  language: Language;
}): Promise<UploadResumeResult> {
  const { input, language } = options;
  const form = new FormData();
  form.set('jobDescription', input.jobDescription);
  form.set('file', input.file, input.file.name);
  if (input.fields) form.set('fields', JSON.stringify(input.fields));
  return postFile<UploadResumeResult>('/api/resumes', { body: form, language });
}

export function useUploadResume() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const forget = useForgetResumes();
  return useMutation({
    mutationFn: (input: UploadResumeInput) => uploadResume({ input, language }),
    onSuccess: ({ resume }) => {
      // The answer is the full report: keep it, so opening it needs no second request, and show
      // the new resume on top at once while the list reloads.
      queryClient.setQueryData(resumeKeys.detail(resume.id), { resume });
      queryClient.setQueryData(
        resumeKeys.list(),
        (current: { resumes: ResumeListItem[] } | undefined) =>
          current
            ? { resumes: [resume, ...current.resumes.filter((item) => item.id !== resume.id)] }
            : current,
      );
      void forget();
    },
  });
}
