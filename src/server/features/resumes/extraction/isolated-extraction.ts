// Reading an uploaded file runs in a worker thread with its own memory and time limits, so a
// hostile or broken file (a PDF bomb, a zip bomb, a pathological font) costs that worker, never
// the server's main thread: other users' requests and /livez keep being answered meanwhile. Each
// worker reads one file and is ended. Starting one (loading pdf.js) takes about three seconds on a
// small machine, so the next worker is started ahead, as soon as the last one is taken: it waits,
// loaded and idle, for the file it will read.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

/**
 * What a worker evaluates to load the reader. The bundle of `npm start` names its .js sibling.
 * Run from TypeScript (`npm run dev`, the tests), the worker is bundled once per process with
 * esbuild, as `npm run build` bundles it, into node_modules/.cache (where its packages resolve):
 * registering tsx in every worker instead cost each file about a second of CPU more (1.1 s
 * against 0.24 s a worker, three workers in a row on 2 cores; issue 39). If bundling fails the
 * worker registers tsx itself, as before.
 */
let bootstrap: Promise<string> | null = null;

function workerBootstrap(): Promise<string> {
  bootstrap ??= import.meta.url.endsWith('.ts')
    ? bundleWorker().catch(
        () =>
          `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER_FILE)}); });`,
      )
    : Promise.resolve(`import(${JSON.stringify(WORKER_FILE)});`);
  return bootstrap;
}

async function bundleWorker(): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [fileURLToPath(WORKER_FILE)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  const dir = fileURLToPath(
    new URL('../../../../../node_modules/.cache/hireready', import.meta.url),
  );
  // Named by its content: processes reading the same sources share one file, and a file is
  // never rewritten while another process's worker may be loading it.
  const digest = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = join(dir, `extraction-worker-${digest}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  return `import(${JSON.stringify(pathToFileURL(file).href)});`;
}

const runInTurn = createLimiter();

/**
 * The text of an uploaded resume (PDF or DOCX), read in a worker. Throws ExtractionError: the
 * reader's own kinds, or too_complex when the file needs more time or memory than the limits.
 */
export async function extractInWorker(
  request: WorkerRequest,
  limits: IsolationLimits = DEFAULT_LIMITS,
): Promise<ExtractedText> {
  const source = await workerBootstrap();
  return runInTurn(limits.concurrency, () => runWorker(request, { limits, source }));
}

/** The worker started ahead for the next file, with the heap limit it was started with. */
let spare: { worker: Worker; heapMb: number; exited: boolean } | null = null;

function startWorker(heapMb: number, source: string) {
  const worker = new Worker(source, {
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
function takeWorker(heapMb: number, source: string): Worker {
  const ready = spare && !spare.exited && spare.heapMb === heapMb ? spare : null;
  if (spare && !ready) void spare.worker.terminate();
  spare = null;
  const taken = ready ?? startWorker(heapMb, source);
  taken.worker.ref();
  // A waiting worker does not keep the process alive.
  spare = startWorker(heapMb, source);
  spare.worker.unref();
  return taken.worker;
}

function runWorker(
  request: WorkerRequest,
  { limits, source }: { limits: IsolationLimits; source: string },
): Promise<ExtractedText> {
  return new Promise((resolve, reject) => {
    const worker = takeWorker(limits.heapMb, source);
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
