// Reading an uploaded file runs in a worker thread with its own memory and time limits, so a
// hostile or broken file (a PDF bomb, a zip bomb, a pathological font) costs that worker, never
// the server's main thread: other users' requests and /livez keep being answered meanwhile. Each
// worker reads one file and is ended. Starting one (loading pdf.js) takes about three seconds on a
// small machine, so the next worker is started ahead, as soon as the last one is taken: it waits,
// loaded and idle, for the file it will read.
import { Worker } from 'node:worker_threads';
import { ExtractionError, type ExtractionErrorKind } from './extraction-error';
import type { ExtractedText } from './text-line';
import { createLimiter } from '../../../concurrency';

export type UploadKind = 'pdf' | 'docx';

export interface IsolationLimits {
  /** Wall-clock time for one file, from the moment it is handed to a worker. */
  timeoutMs: number;
  /** The worker's V8 heap. */
  heapMb: number;
  /** Files read at once; the rest wait their turn. */
  concurrency: number;
}

export const DEFAULT_LIMITS: IsolationLimits = { timeoutMs: 20_000, heapMb: 256, concurrency: 2 };

export interface WorkerRequest {
  kind: UploadKind;
  bytes: Uint8Array;
  maxPages?: number;
}

export type WorkerReply =
  { ok: true; text: ExtractedText } | { ok: false; kind: ExtractionErrorKind; message: string };

const WORKER_FILE = new URL(
  import.meta.url.endsWith('.ts') ? './extraction-worker.ts' : './extraction-worker.js',
  import.meta.url,
).href;
// The server runs its TypeScript through tsx; a worker needs the same loader registered.
const BOOTSTRAP = import.meta.url.endsWith('.ts')
  ? `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER_FILE)}); });`
  : `import(${JSON.stringify(WORKER_FILE)});`;

const runInTurn = createLimiter();

/**
 * The text of an uploaded resume (PDF or DOCX), read in a worker. Throws ExtractionError: the
 * reader's own kinds, or too_complex when the file needs more time or memory than the limits.
 */
export async function extractInWorker(
  request: WorkerRequest,
  limits: IsolationLimits = DEFAULT_LIMITS,
): Promise<ExtractedText> {
  return runInTurn(limits.concurrency, () => runWorker(request, limits));
}

/** The worker started ahead for the next file, with the heap limit it was started with. */
let spare: { worker: Worker; heapMb: number; exited: boolean } | null = null;

function startWorker(heapMb: number) {
  const worker = new Worker(BOOTSTRAP, {
    eval: true,
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32 },
    stdout: false,
    stderr: false,
  });
  const started = { worker, heapMb, exited: false };
  worker.once('exit', () => {
    started.exited = true;
    if (spare === started) spare = null;
  });
  return started;
}

/** The waiting worker if it fits these limits, else a new one; then the next is started ahead. */
function takeWorker(heapMb: number): Worker {
  const ready = spare && !spare.exited && spare.heapMb === heapMb ? spare : null;
  if (spare && !ready) void spare.worker.terminate();
  spare = null;
  const taken = ready ?? startWorker(heapMb);
  taken.worker.ref();
  // A waiting worker does not keep the process alive.
  spare = startWorker(heapMb);
  spare.worker.unref();
  return taken.worker;
}

function runWorker(request: WorkerRequest, limits: IsolationLimits): Promise<ExtractedText> {
  return new Promise((resolve, reject) => {
    const worker = takeWorker(limits.heapMb);
    worker.postMessage(request);
    let settled = false;
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      action();
      void worker.terminate();
    };
    const tooComplex = (why: string) =>
      finish(() => reject(new ExtractionError('too_complex', { message: why })));
    const timer = setTimeout(() => tooComplex('Reading the file took too long'), limits.timeoutMs);
    worker.on('message', (reply: WorkerReply) =>
      finish(() =>
        reply.ok
          ? resolve(reply.text)
          : reject(new ExtractionError(reply.kind, { message: reply.message })),
      ),
    );
    worker.on('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
        tooComplex('Reading the file ran out of memory');
      else
        finish(() =>
          reject(new ExtractionError('unreadable', { message: error.message, cause: error })),
        );
    });
    worker.on('exit', () =>
      finish(() =>
        reject(new ExtractionError('unreadable', { message: 'The reader stopped unexpectedly' })),
      ),
    );
  });
}
