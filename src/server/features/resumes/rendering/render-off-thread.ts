// The resume drawn in a worker thread when the CPU pool is on (workers/cpu-pool.ts), else here:
// the same file either way.
import type { ResumeDocument } from '../analysis/resume-model';
import { readDocxText } from '../extraction/docx-text';
import { extractResumeText } from '../extraction/extract-resume-text';
import type { ExtractedText } from '../extraction/text-line';
import { renderResumeDocx } from './render-resume-docx';
import { renderResumePdf } from './render-resume-pdf';
import { runOffThread, taskModule } from '../../../workers/cpu-pool';

const MODULE = taskModule({ from: import.meta.url, name: 'rendering-worker' });

export function renderPdfOffThread(document: ResumeDocument): Promise<Uint8Array> {
  return runOffThread({
    module: MODULE,
    name: 'renderPdf',
    input: document,
    here: renderResumePdf,
  });
}

export function renderDocxOffThread(document: ResumeDocument): Promise<Uint8Array> {
  return runOffThread({
    module: MODULE,
    name: 'renderDocx',
    input: document,
    here: renderResumeDocx,
  });
}

/** A PDF this server drew, read back in the pool (pdf.js stays loaded there), else here. */
export function readDrawnPdfOffThread(bytes: Uint8Array): Promise<ExtractedText> {
  return runOffThread({
    module: MODULE,
    name: 'readPdf',
    input: bytes,
    here: (input) => extractResumeText(input),
  });
}

/** A Word file this server drew, read back in the pool, else here. */
export function readDrawnDocxOffThread(bytes: Uint8Array): Promise<ExtractedText> {
  return runOffThread({ module: MODULE, name: 'readDocx', input: bytes, here: readDocxText });
}
