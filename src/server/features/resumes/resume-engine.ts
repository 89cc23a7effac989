// The resume engine in one place, for the routes and services of the Resume Builder: read a PDF,
// understand it, match it to a job, tailor it truthfully, render it and check the rendering.
import type { MatchReport, ResumeFields } from '../../../shared/schemas/resumes';
import type { TailoringContext } from '../../ai/resume-tailor';
import type { ResumeDocument } from './analysis/resume-model';
import { extractInWorker, type UploadKind } from './extraction/isolated-extraction';
import type { ExtractedText } from './extraction/text-line';
import type { RejectedEdit } from './tailoring/filter-truthful-edits';
import { finishTailoringOffThread, prepareTailoringOffThread } from './tailoring/tailor-off-thread';
import type { FinishedTailoring } from './tailoring/tailor-steps';
import type { TailoringProposal } from './tailoring/tailoring-proposal';

export { analyseResume } from './analysis/analyse-resume';
export { getDocumentText } from './analysis/document-text';
export { listEntries } from './analysis/entries';
export type * from './analysis/resume-model';
export { listSkills } from './analysis/skills-list';
export { extractResumeText } from './extraction/extract-resume-text';
export { extractInWorker, type UploadKind } from './extraction/isolated-extraction';
export {
  ExtractionError,
  extractionAppError,
  isExtractionError,
} from './extraction/extraction-error';
export type { ExtractionErrorKind } from './extraction/extraction-error';
export type { ExtractedText } from './extraction/text-line';
export { extractJobKeywords, type JobKeyword } from './job/job-keywords';
export { buildMatchReport } from './matching/match-report';
export { renderResumePdf } from './rendering/render-resume-pdf';
export { findMissingWords, verifyRenderedResume } from './rendering/verify-rendered';
export { applyTailoring } from './tailoring/apply-tailoring';
export { filterTruthfulEdits, type RejectedEdit } from './tailoring/filter-truthful-edits';
export { tailorOffline, type TailoredResume } from './tailoring/tailor-offline';
export { tailoringProposalSchema, type TailoringProposal } from './tailoring/tailoring-proposal';
export { toTailoringContext } from './tailoring/tailor-steps';

/** What tailoring gives: the resume as read and scored, and the finished steps (tailor-steps.ts). */
export interface OfflineTailoringResult extends Omit<FinishedTailoring, 'rejected'> {
  original: ResumeDocument;
  reportBefore: MatchReport;
}

export type { NoImprovementReason } from './tailoring/tailor-steps';

export interface TailoringResult extends OfflineTailoringResult {
  /** A model's edits dropped because they said something the original does not. */
  rejected: RejectedEdit[];
}

/**
 * Asks for a model's edits to the resume: a proposal (checked for truth here), or null to tailor
 * offline. Model failures are the caller's to handle; what it throws stops the tailoring.
 */
export type ProposeTailoring = (context: TailoringContext) => Promise<TailoringProposal | null>;

/** An uploaded resume: its bytes and what they are. */
export interface ResumeFileInput {
  bytes: Uint8Array;
  kind: UploadKind;
}

/** Reads an uploaded file; by default in a worker with time and memory limits. */
export type ReadResumeFile = (file: ResumeFileInput) => Promise<ExtractedText>;

const readInWorker: ReadResumeFile = (file) => extractInWorker(file);

/**
 * Extract (throws ExtractionError for a scan, a bad or a hostile file), analyse — or take the
 * fields the user checked and corrected, which are then the truth every later step is held to —
 * and score; then the model's truthful edits, or, without a usable proposal, the offline
 * reordering; then render, verify by reading the PDF back, score again, and make and check the
 * Word and text versions. Every step but the model's runs off the server's thread when the CPU
 * pool is on (tailor-steps.ts).
 */
export async function tailorResume(options: {
  file: ResumeFileInput;
  jobDescription: string;
  propose: ProposeTailoring;
  read?: ReadResumeFile;
  /** The resume as the user confirmed it; without it, as the reader read the file. */
  confirmed?: ResumeFields | null;
}): Promise<TailoringResult> {
  const read = options.read ?? readInWorker;
  const extracted = await read(options.file);
  const { original, reportBefore, context } = await prepareTailoringOffThread({
    extracted,
    confirmed: options.confirmed ?? null,
    jobDescription: options.jobDescription,
  });
  const proposal = await options.propose(context);
  const finished = await finishTailoringOffThread({
    original,
    reportBefore,
    jobDescription: options.jobDescription,
    proposal,
  });
  return { original, reportBefore, ...finished };
}

/** The whole offline path: tailorResume with no model to ask. */
export async function tailorResumeOffline(options: {
  file: ResumeFileInput;
  jobDescription: string;
  read?: ReadResumeFile;
  confirmed?: ResumeFields | null;
}): Promise<OfflineTailoringResult> {
  return tailorResume({ ...options, propose: async () => null });
}
