// Drawing a resume as PDF (40–100 ms) or Word (10–40 ms) as tasks of the CPU pool
// (workers/cpu-pool.ts), off the server's thread.
import type { ResumeDocument } from '../analysis/resume-model';
import { renderResumeDocx } from './render-resume-docx';
import { renderResumePdf } from './render-resume-pdf';

export function renderPdf(document: ResumeDocument): Promise<Uint8Array> {
  return renderResumePdf(document);
}

export function renderDocx(document: ResumeDocument): Promise<Uint8Array> {
  return renderResumeDocx(document);
}
