// The resume drawn in a worker thread when the CPU pool is on (workers/cpu-pool.ts), else here:
// the same file either way.
import type { ResumeDocument } from '../analysis/resume-model';
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
