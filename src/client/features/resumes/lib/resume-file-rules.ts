import { RESUME_MAX_BYTES } from '../../../../shared/constants';

/** Why a chosen file cannot be sent; the server checks the same again (and the bytes). */
export type ResumeFileProblem = 'invalid_type' | 'too_large';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Spec §5 (PDF, at most 5 MB), plus Word .docx files, by declared type or, when the browser
 * declares none, by name. Null when the file may be sent; the server checks the bytes again.
 */
export function findResumeFileProblem(file: File): ResumeFileProblem | null {
  const isPdf = file.type === 'application/pdf';
  const isDocx =
    file.type === DOCX_TYPE ||
    ((file.type === '' || file.type === 'application/octet-stream') && /\.docx$/i.test(file.name));
  if (!isPdf && !isDocx) return 'invalid_type';
  if (file.size > RESUME_MAX_BYTES) return 'too_large';
  return null;
}
