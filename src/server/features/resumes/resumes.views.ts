import type { TailoringReport } from '../../../shared/schemas/resumes';
import type { ResumeRow } from './resumes.repository';
import { offeredFormats } from './resume-formats';

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
    /** The tailored formats offered for download; empty when the original was kept. */
    formats: offeredFormats(row),
  };
}

export function toResumeDetail(row: ResumeRow) {
  return {
    ...toResumeListItem(row),
    jobDescription: row.jobDescription,
    report: row.report satisfies TailoringReport | null,
  };
}
