import type { ResumeFormat } from '../../../shared/schemas/resumes';
import type { ResumeRow } from './resumes.repository';

/**
 * The tailored formats a resume offers: none when tailoring kept the original (only the original
 * is offered then); otherwise its PDF and each other format that kept everything when read back.
 * Resumes tailored before the formats were checked offer all three, converted on download.
 */
export function offeredFormats(row: Pick<ResumeRow, 'path' | 'originalPath' | 'report'>) {
  if (row.path === row.originalPath) return [] as ResumeFormat[];
  const unavailable = row.report?.unavailableFormats ?? [];
  return (['pdf', 'docx', 'txt'] as const).filter(
    (format) => format === 'pdf' || !unavailable.includes(format),
  ) satisfies ResumeFormat[] as ResumeFormat[];
}
