// The resume engine in one place, for the routes and services of the Resume Builder: read a PDF,
// understand it, match it to a job, tailor it truthfully, render it and check the rendering.
import type { MatchReport } from '../../../shared/schemas/resumes';
import { analyseResume } from './analysis/analyse-resume';
import type { ResumeDocument } from './analysis/resume-model';
import { extractResumeText } from './extraction/extract-resume-text';
import { extractJobKeywords, type JobKeyword } from './job/job-keywords';
import { buildMatchReport } from './matching/match-report';
import { renderResumePdf } from './rendering/render-resume-pdf';
import { verifyRenderedResume } from './rendering/verify-rendered';
import { optimizeResumeOffline, type TailoredResume } from './tailoring/optimize-offline';

export { analyseResume } from './analysis/analyse-resume';
export { getDocumentText } from './analysis/document-text';
export { listEntries } from './analysis/entries';
export type * from './analysis/resume-model';
export { listSkills } from './analysis/skills-list';
export { extractResumeText } from './extraction/extract-resume-text';
export { ExtractionError, isExtractionError } from './extraction/extraction-error';
export type { ExtractionErrorKind } from './extraction/extraction-error';
export type { ExtractedText } from './extraction/text-line';
export { extractJobKeywords, type JobKeyword } from './job/job-keywords';
export { buildMatchReport } from './matching/match-report';
export { renderResumePdf } from './rendering/render-resume-pdf';
export { findMissingWords, verifyRenderedResume } from './rendering/verify-rendered';
export { applyTailoring } from './tailoring/apply-tailoring';
export { filterTruthfulEdits, type RejectedEdit } from './tailoring/filter-truthful-edits';
export { optimizeResumeOffline, type TailoredResume } from './tailoring/optimize-offline';
export { tailoringProposalSchema, type TailoringProposal } from './tailoring/tailoring-proposal';

export interface OfflineTailoringResult {
  original: ResumeDocument;
  keywords: JobKeyword[];
  reportBefore: MatchReport;
  tailored: TailoredResume;
  /** The tailored resume as a PDF. */
  pdf: Uint8Array;
  /** The tailored PDF read back and scored again. */
  reportAfter: MatchReport;
  /** Words of the original the rendered PDF lacks; empty when nothing was lost. */
  missing: string[];
}

/**
 * The whole offline path: extract (throws ExtractionError for a scan or a bad file), analyse,
 * score, reorder by relevance, render, verify by reading the PDF back, and score again.
 */
export async function tailorResumeOffline(options: {
  pdf: Uint8Array;
  jobDescription: string;
}): Promise<OfflineTailoringResult> {
  const original = analyseResume(await extractResumeText(options.pdf));
  const keywords = extractJobKeywords(options.jobDescription);
  const reportBefore = buildMatchReport({ document: original, keywords });
  const tailored = optimizeResumeOffline({ document: original, keywords });
  const pdf = await renderResumePdf(tailored.document);
  const { missing } = await verifyRenderedResume({ document: original, pdf });
  const reportAfter = buildMatchReport({
    document: analyseResume(await extractResumeText(pdf)),
    keywords,
  });
  return { original, keywords, reportBefore, tailored, pdf, reportAfter, missing };
}
