import type { ResumeFile, ResumeFormat } from '../../../../shared/schemas/resumes';

/**
 * Where the browser downloads one of a resume's files (the server names the file): the original,
 * or the tailored resume as a PDF (default), a Word file or plain text.
 */
export function resumeDownloadUrl(options: {
  id: string;
  file: ResumeFile;
  format?: ResumeFormat;
}): string {
  const { id, file, format } = options;
  const base = `/api/resumes/${encodeURIComponent(id)}/download?file=${file}`;
  return format && format !== 'pdf' ? `${base}&format=${format}` : base;
}
