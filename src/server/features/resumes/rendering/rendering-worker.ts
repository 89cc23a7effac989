// Drawing a resume as PDF (40–100 ms) or Word (10–40 ms) as tasks of the CPU pool
// (workers/cpu-pool.ts), off the server's thread.
import type { ResumeDocument } from '../analysis/resume-model';
import { readDocxText } from '../extraction/docx-text';
import { extractResumeText } from '../extraction/extract-resume-text';
import type { ExtractedText } from '../extraction/text-line';
import { renderResumeDocx } from './render-resume-docx';
import { renderResumePdf } from './render-resume-pdf';

export function renderPdf(document: ResumeDocument): Promise<Uint8Array> {
  return renderResumePdf(document);
}

export function renderDocx(document: ResumeDocument): Promise<Uint8Array> {
  return renderResumeDocx(document);
}

/** A file this server drew, read back (trusted: no time or memory limits of an upload). */
export function readPdf(bytes: Uint8Array): Promise<ExtractedText> {
  return extractResumeText(bytes);
}

export function readDocx(bytes: Uint8Array): Promise<ExtractedText> {
  return readDocxText(bytes);
}
