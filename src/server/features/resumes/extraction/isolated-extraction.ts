// Reading an uploaded file runs in a worker thread with its own memory and time limits, so a
// hostile or broken file (a PDF bomb, a zip bomb, a pathological font) costs that worker, never
// the server's main thread: other users' requests and /livez keep being answered meanwhile.
import { Worker } from 'node:worker_threads';
import { ExtractionError, type ExtractionErrorKind } from './extraction-error';
import type { ExtractedText } from './text-line';
import { createLimiter } from '../../../concurrency';

export type UploadKind = 'pdf' | 'docx';

export interface IsolationLimits {
  /** Wall-clock time for one file, start-up included. */
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

function runWorker(request: WorkerRequest, limits: IsolationLimits): Promise<ExtractedText> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: request,
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32 },
      stdout: false,
      stderr: false,
    });
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
