import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { AiNotice } from '../../../../shared/schemas/interviews';
import type { ResumeFile, ResumeFormat } from '../../../../shared/schemas/resumes';
import { apiClient, postFile, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

const RESUMES_KEY = 'resumes';
const listKey = [RESUMES_KEY, 'list'] as const;
const detailKey = (id: string) => [RESUMES_KEY, 'detail', id] as const;

export function listResumes(options: { language: Language; signal?: AbortSignal }) {
  const call = apiClient(options.language).api.resumes.$get(undefined, {
    init: { signal: options.signal },
  });
  return unwrap(call, options.signal);
}

export function getResume(options: { id: string; language: Language; signal?: AbortSignal }) {
  const call = apiClient(options.language).api.resumes[':id'].$get(
    { param: { id: options.id } },
    { init: { signal: options.signal } },
  );
  return unwrap(call, options.signal);
}

export function deleteResume(options: { id: string; language: Language }) {
  return unwrap(
    apiClient(options.language).api.resumes[':id'].$delete({ param: { id: options.id } }),
  );
}

export type ResumeListItem = Awaited<ReturnType<typeof listResumes>>['resumes'][number];
export type ResumeDetail = Awaited<ReturnType<typeof getResume>>['resume'];

/** What an upload answers: the new resume, and a notice when the daily AI limit made it offline. */
export interface UploadResumeResult {
  resume: ResumeDetail;
  notice?: AiNotice;
}

export interface UploadResumeInput {
  jobDescription: string;
  file: File;
}

/**
 * Sends the file (PDF or Word) and the job description as multipart form data; the route reads
 * its own stream (5 MB cut-off).
 */
export function uploadResume(
  input: UploadResumeInput,
  language: Language,
): Promise<UploadResumeResult> {
  const form = new FormData();
  form.set('jobDescription', input.jobDescription);
  form.set('file', input.file, input.file.name);
  return postFile<UploadResumeResult>('/api/resumes', { body: form, language });
}

/**
 * Where the browser downloads one of a resume's files (the server names the file): the original,
 * or the tailored resume as a PDF (default), a Word file or plain text.
 */
export function resumeDownloadUrl(id: string, file: ResumeFile, format?: ResumeFormat): string {
  const base = `/api/resumes/${encodeURIComponent(id)}/download?file=${file}`;
  return format && format !== 'pdf' ? `${base}&format=${format}` : base;
}

/** The signed-in user's resumes, newest first. */
export function useResumes() {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: listKey,
      queryFn: ({ signal }) => listResumes({ language, signal }),
      staleTime: 0,
    }),
  );
}

/** One resume with its match report; fetched only when `isEnabled` (the report is opened). */
export function useResume(id: string, isEnabled: boolean) {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: detailKey(id),
      queryFn: ({ signal }) => getResume({ id, language, signal }),
      // A stored report never changes: once loaded it stays.
      staleTime: Infinity,
      enabled: isEnabled,
    }),
  );
}

/** Forgets the list and the dashboard counts after a resume was added or removed. */
function useForgetResumes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listKey }),
      queryClient.invalidateQueries({ queryKey: ['dashboard-stats'] }),
    ]);
}

export function useUploadResume() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const forget = useForgetResumes();
  return useMutation({
    mutationFn: (input: UploadResumeInput) => uploadResume(input, language),
    onSuccess: ({ resume }) => {
      // The answer is the full report: keep it, so opening it needs no second request, and show
      // the new resume on top at once while the list reloads.
      queryClient.setQueryData(detailKey(resume.id), { resume });
      queryClient.setQueryData(listKey, (current: { resumes: ResumeListItem[] } | undefined) =>
        current
          ? { resumes: [resume, ...current.resumes.filter((item) => item.id !== resume.id)] }
          : current,
      );
      void forget();
    },
  });
}

export function useDeleteResume() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const forget = useForgetResumes();
  return useMutation({
    mutationFn: (id: string) => deleteResume({ id, language }),
    onSuccess: ({ id }) => {
      queryClient.setQueryData(listKey, (current: { resumes: ResumeListItem[] } | undefined) =>
        current ? { resumes: current.resumes.filter((item) => item.id !== id) } : current,
      );
      queryClient.removeQueries({ queryKey: detailKey(id) });
      void forget();
    },
  });
}
