import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import { apiClient, postFile, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import type { VacancyView } from './get-vacancy';
import { jobBoardKeys, useForgetJobBoard } from './job-board-keys';

/** The resume sent with an application: none, one from the Resume Builder, or a file. */
export type ApplyResume =
  | { kind: 'none' }
  | { kind: 'builder'; resumeId: string; file: 'tailored' | 'original' }
  | { kind: 'upload'; file: File };

export interface ApplyInput {
  coverLetter: string | null;
  resume: ApplyResume;
}

export function applyToVacancy(options: {
  vacancyId: string;
  input: ApplyInput;
  language: Language;
}) {
  const { vacancyId, input, language } = options;
  const { resume } = input;
  if (resume.kind === 'upload') {
    const form = new FormData();
    if (input.coverLetter) form.set('coverLetter', input.coverLetter);
    form.set('file', resume.file, resume.file.name);
    return postFile<Awaited<ReturnType<typeof sendJson>>>(
      `/api/vacancies/${encodeURIComponent(vacancyId)}/applications/upload`,
      { body: form, language },
    );
  }
  return sendJson({
    vacancyId,
    language,
    json: {
      coverLetter: input.coverLetter,
      ...(resume.kind === 'builder' && { resumeId: resume.resumeId, resumeFile: resume.file }),
    },
  });
}

function sendJson(options: {
  vacancyId: string;
  language: Language;
  json: { coverLetter: string | null; resumeId?: string; resumeFile?: 'tailored' | 'original' };
}) {
  return unwrap(
    apiClient(options.language).api.vacancies[':id'].applications.$post({
      param: { id: options.vacancyId },
      json: options.json,
    }),
  );
}

/** Applies to the vacancy; its page shows the application at once. */
export function useApply(vacancyId: string) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const forget = useForgetJobBoard();
  return useMutation({
    mutationFn: (input: ApplyInput) => applyToVacancy({ vacancyId, input, language }),
    onSuccess: ({ application }) => {
      const { id, status, appliedAt } = application;
      queryClient.setQueryData<VacancyView>(
        jobBoardKeys.vacancy(vacancyId),
        (view) =>
          view && { ...view, viewer: { ...view.viewer, application: { id, status, appliedAt } } },
      );
      void forget();
    },
  });
}
