import { RESUME_MAX_BYTES } from '../../../../shared/constants';

/** Why a chosen file cannot be sent; the server checks the same again (and the bytes). */
export type ResumeFileProblem = 'invalid_type' | 'too_large';

/** Spec §5: PDF only (by its declared type), at most 5 MB. Null when the file may be sent. */
export function findResumeFileProblem(file: File): ResumeFileProblem | null {
  if (file.type !== 'application/pdf') return 'invalid_type';
  if (file.size > RESUME_MAX_BYTES) return 'too_large';
  return null;
}
