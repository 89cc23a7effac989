// The worker side of isolated-extraction.ts: checks how far the file inflates, reads it, and
// posts the text or the reason it cannot be read.
import { parentPort, workerData } from 'node:worker_threads';
import { readDocxText } from './docx-text';
import { extractResumeText } from './extract-resume-text';
import { isExtractionError } from './extraction-error';
import type { WorkerReply, WorkerRequest } from './isolated-extraction';
import { checkInflatedSize } from './stream-budget';

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

parentPort?.postMessage(await read(workerData as WorkerRequest));
