// The worker side of isolated-extraction.ts: waits for its file, checks how far it inflates,
// reads it, and posts the text or the reason it cannot be read.
import { once } from 'node:events';
import { parentPort } from 'node:worker_threads';
import { readDocxText } from './docx-text';
import { extractResumeText } from './extract-resume-text';
import { isExtractionError } from './extraction-error';
import type { WorkerReply, WorkerRequest } from './isolated-extraction';
import { checkInflatedSize } from './stream-budget';
import { lowerThisThreadPriority } from '../../../workers/thread-priority';

async function read(request: WorkerRequest): Promise<WorkerReply> {
  try {
    if (request.kind === 'docx') return { ok: true, text: await readDocxText(request.bytes) };
    checkInflatedSize(request.bytes);
    return {
      ok: true,
      text: await extractResumeText(request.bytes, { maxPages: request.maxPages }),
    };
  } catch (error) {
    if (isExtractionError(error)) return { ok: false, kind: error.kind, message: error.message };
    return { ok: false, kind: 'unreadable', message: 'The file could not be read' };
  }
}

// A one-line PDF in a standard font: reading it loads pdf.js, its own worker code and its font
// data, which otherwise take seconds on the first real file.
const WARM_UP_PDF = new TextEncoder().encode(
  [
    '%PDF-1.4',
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj',
    '4 0 obj<</Length 37>>stream',
    'BT /F1 12 Tf 20 100 Td (Ready) Tj ET',
    'endstream endobj',
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj',
    'trailer<</Root 1 0 R>>',
    '%%EOF',
  ].join('\n'),
);

// Started ahead of need, the worker warms up, then waits for the one file it reads, and is ended
// by its parent.
if (parentPort) {
  // The server's thread answers requests first (workers/thread-priority.ts).
  lowerThisThreadPriority();
  const next = once(parentPort, 'message');
  await extractResumeText(WARM_UP_PDF).catch(() => undefined);
  const [request] = (await next) as [WorkerRequest];
  parentPort.postMessage(await read(request));
}
