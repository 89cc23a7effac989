import type { TailoringReport } from '../../../shared/schemas/resumes';
import type { ResumeRow } from './resumes.repository';

// What the API shows of a resume, with dates as ISO strings. Storage keys and the owner's id stay
// on the server: files are fetched through the download route, which checks the owner.

export function toResumeListItem(row: ResumeRow) {
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    scoreBefore: row.scoreBefore,
    scoreAfter: row.scoreAfter,
    mode: row.mode,
    hasOriginal: row.originalPath !== null,
  };
}

export function toResumeDetail(row: ResumeRow) {
  return {
    ...toResumeListItem(row),
    jobDescription: row.jobDescription,
    report: row.report satisfies TailoringReport | null,
  };
}

/**
 * Content-Disposition for a download: an ASCII fallback for old clients and the real name as
 * RFC 6266 / RFC 5987 filename*, so no quote, backslash or line break from a name reaches a header.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
