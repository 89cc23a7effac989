// The Resume Builder's steps after a file is read, in two tasks whose inputs and outputs are plain
// data, so each can run in a worker thread of the CPU pool (issue 36: together they held the
// server's thread for 50–100 ms per upload): `prepareTailoring` reads the resume (or takes the
// fields the user confirmed) and the posting and scores the match; the model, if any, is asked
// between the two on the server's thread; `finishTailoring` applies its truthful edits or tailors
// offline, draws the PDF, reads it back, scores it again and makes and checks the Word and text
// versions. The same functions run on the server's thread when the pool is off (tests) or fails.
import type { MatchReport, ResumeFields } from '../../../../shared/schemas/resumes';
import type { TailoringContext } from '../../../ai/resume-tailor';
import { analyseResume } from '../analysis/analyse-resume';
import { getDocumentText } from '../analysis/document-text';
import { listEntries } from '../analysis/entries';
import type { ResumeDocument } from '../analysis/resume-model';
import { listSkills } from '../analysis/skills-list';
import type { ExtractedText } from '../extraction/text-line';
import { readDegreeRequirement } from '../job/degree-requirement';
import { extractJobKeywords, type JobKeyword } from '../job/job-keywords';
import { buildMatchReport } from '../matching/match-report';
import { type CheckedFormats, checkOtherFormats } from '../rendering/check-formats';
import { readDrawnPdfOffThread, renderPdfOffThread } from '../rendering/render-off-thread';
import { wordsLostInRendering } from '../rendering/verify-rendered';
import { findUnsureFields, fromResumeFields, toResumeFields } from '../resume-fields';
import { applyTailoring } from './apply-tailoring';
import { findLostStructure } from './compare-structure';
import { type RejectedEdit, filterTruthfulEdits } from './filter-truthful-edits';
import { tailorOffline, type TailoredResume } from './tailor-offline';
import type { TailoringProposal } from './tailoring-proposal';

export type NoImprovementReason = 'lower_score' | 'words_lost' | 'structure_lost';

export interface PreparedTailoring {
  /** The resume as read, or as the user confirmed it. */
  original: ResumeDocument;
  reportBefore: MatchReport;
  /** What a model is shown. */
  context: TailoringContext;
}

export interface FinishedTailoring {
  tailored: TailoredResume;
  /** A model's edits dropped because they said something the original does not. */
  rejected: RejectedEdit[];
  /** The tailored resume as a PDF. */
  pdf: Uint8Array;
  /** The tailored PDF read back and scored again. */
  reportAfter: MatchReport;
  /** Words of the original the rendered PDF lacks; empty when nothing was lost. */
  missing: string[];
  /** Why the tailored file would be worse than the original; empty when it may be offered. */
  worseBecause: NoImprovementReason[];
  /** The Word and text versions that kept everything; null when the original is kept. */
  formats: CheckedFormats | null;
}

/** Lets the thread answer what is waiting before the next step (5–30 ms each). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

// The posting is read in both tasks; its reading is kept for the next task in this thread.
let lastPosting: { text: string; keywords: JobKeyword[] } | null = null;

function postingKeywords(jobDescription: string): JobKeyword[] {
  if (lastPosting?.text !== jobDescription) {
    lastPosting = { text: jobDescription, keywords: extractJobKeywords(jobDescription) };
  }
  return lastPosting.keywords;
}

export async function prepareTailoring(input: {
  extracted: ExtractedText;
  /** The resume as the user confirmed it; without it, as the reader read the file. */
  confirmed: ResumeFields | null;
  jobDescription: string;
}): Promise<PreparedTailoring> {
  const original = input.confirmed
    ? fromResumeFields(input.confirmed, input.extracted)
    : analyseResume(input.extracted);
  await nextTurn();
  const keywords = postingKeywords(input.jobDescription);
  await nextTurn();
  const degree = readDegreeRequirement(input.jobDescription);
  const reportBefore = buildMatchReport({ document: original, keywords, degree });
  return {
    original,
    reportBefore,
    context: toTailoringContext({ document: original, jobDescription: input.jobDescription }),
  };
}

export async function finishTailoring(input: {
  original: ResumeDocument;
  reportBefore: MatchReport;
  jobDescription: string;
  /** A model's proposal, or null to tailor offline. */
  proposal: TailoringProposal | null;
}): Promise<FinishedTailoring> {
  const { original, reportBefore, proposal } = input;
  const keywords = postingKeywords(input.jobDescription);
  const degree = readDegreeRequirement(input.jobDescription);
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
  // Read back once (never by a reader a caller passed for the original): what was lost and what
  // it now says.
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
  // The Word and text versions, made from the tailored resume and read back; one that loses
  // anything is not offered. None when the original is what the user keeps.
  const formats = worseBecause.length > 0 ? null : await checkOtherFormats(tailored.document);
  return { tailored, rejected, pdf, reportAfter, missing, worseBecause, formats };
}

/** A file read into the fields the user checks, with what the reader was unsure of. */
export function readFieldsOf(extracted: ExtractedText) {
  const document = analyseResume(extracted);
  return { fields: toResumeFields(document), unsure: findUnsureFields(document) };
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
