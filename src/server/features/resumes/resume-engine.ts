// The resume engine in one place, for the routes and services of the Resume Builder: read a PDF,
// understand it, match it to a job, tailor it truthfully, render it and check the rendering.
import type { MatchReport, ResumeFields } from '../../../shared/schemas/resumes';
import type { TailoringContext } from '../../ai/resume-tailor';
import { analyseResume } from './analysis/analyse-resume';
import { getDocumentText } from './analysis/document-text';
import { listEntries } from './analysis/entries';
import type { ResumeDocument } from './analysis/resume-model';
import { listSkills } from './analysis/skills-list';
import { extractInWorker, type UploadKind } from './extraction/isolated-extraction';
import type { ExtractedText } from './extraction/text-line';
import { extractJobKeywords, type JobKeyword } from './job/job-keywords';
import { buildMatchReport } from './matching/match-report';
import { readDegreeRequirement } from './job/degree-requirement';
import { readDrawnPdfOffThread, renderPdfOffThread } from './rendering/render-off-thread';
import { wordsLostInRendering } from './rendering/verify-rendered';
import { applyTailoring } from './tailoring/apply-tailoring';
import { findLostStructure } from './tailoring/compare-structure';
import { type RejectedEdit, filterTruthfulEdits } from './tailoring/filter-truthful-edits';
import { tailorOffline, type TailoredResume } from './tailoring/tailor-offline';
import type { TailoringProposal } from './tailoring/tailoring-proposal';
import { fromResumeFields } from './resume-fields';

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
  /**
   * Why the tailored file is worse than the original, read back from its PDF: a lower score,
   * words lost, or sections, entries or bullets lost. Empty when it may be offered; otherwise the
   * user keeps the original and is told why.
   */
  worseBecause: NoImprovementReason[];
}

export type NoImprovementReason = 'lower_score' | 'words_lost' | 'structure_lost';

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

/** Lets the server's thread answer what is waiting before the next step. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Extract (throws ExtractionError for a scan, a bad or a hostile file), analyse — or take the
 * fields the user checked and corrected, which are then the truth every later step is held to —
 * and score; then
 * the model's truthful edits, or, without a usable proposal, the offline reordering; then render,
 * verify by reading the PDF back, and score again.
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
  // Each reading step takes 5–30 ms on a small machine (the posting the most, the first time its
  // terms are read); the server's thread answers other requests between them (issue 36: 77 ms
  // in one piece held /livez past its 50 ms).
  const original = options.confirmed
    ? fromResumeFields(options.confirmed, extracted)
    : analyseResume(extracted);
  await nextTurn();
  const keywords = extractJobKeywords(options.jobDescription);
  await nextTurn();
  const degree = readDegreeRequirement(options.jobDescription);
  const reportBefore = buildMatchReport({ document: original, keywords, degree });
  await nextTurn();
  const proposal = await options.propose(
    toTailoringContext({ document: original, jobDescription: options.jobDescription }),
  );
  let tailored: TailoredResume | null = null;
  let rejected: RejectedEdit[] = [];
  if (proposal) {
    const edits = filterTruthfulEdits({ original, proposal });
    rejected = edits.rejected;
    const applied = applyTailoring({ document: original, accepted: edits.accepted });
    // A proposal with nothing left to change is no AI edit; the resume is reordered offline.
    if (applied.changes.length > 0) tailored = applied;
  }
  tailored ??= tailorOffline({ document: original, keywords, report: reportBefore });
  const pdf = await renderPdfOffThread(tailored.document);
  // Read back once, off the server's thread (never by a reader a caller passed for the
  // original): what was lost and what it now says.
  const rendered = await readDrawnPdfOffThread(pdf);
  const missing = wordsLostInRendering({ document: original, extracted: rendered });
  await nextTurn();
  const reread = analyseResume(rendered);
  await nextTurn();
  const reportAfter = buildMatchReport({ document: reread, keywords, degree });
  const worseBecause: NoImprovementReason[] = [
    ...(reportAfter.score < reportBefore.score ? (['lower_score'] as const) : []),
    // A model rewords on purpose; offline nothing is reworded, so a lost word is a defect.
    ...(missing.length > 0 && tailored.mode === 'offline' ? (['words_lost'] as const) : []),
    ...(findLostStructure(original, reread).length > 0 ? (['structure_lost'] as const) : []),
  ];
  return {
    original,
    keywords,
    reportBefore,
    tailored,
    pdf,
    reportAfter,
    missing,
    worseBecause,
    rejected,
  };
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

/** The resume as a model is shown it: its text, and the parts it may edit, numbered. */
export function toTailoringContext(options: {
  document: ResumeDocument;
  jobDescription: string;
}): TailoringContext {
  const { document } = options;
  const summary = document.sections
    .filter((section) => section.kind === 'summary')
    .flatMap((section) => section.blocks.map((block) => block.text))
    .join('\n');
  const experience = document.sections
    .filter((section) => section.kind === 'experience')
    .flatMap(listEntries)
    .map((entry) => ({
      heading: entry.header.map((block) => block.text.replaceAll('\t', ' ')).join(' | '),
      bullets: entry.details.filter((block) => block.kind === 'bullet').map((block) => block.text),
    }));
  return {
    language: document.language,
    jobDescription: options.jobDescription,
    resumeText: getDocumentText(document),
    summary: summary || null,
    experience,
    skills: listSkills(document.sections),
  };
}
