// Reading an answer costs about 10 ms per thousand words on a small machine, more with the
// interview's earlier answers to compare it with (a repeat is not a new answer). Twenty long
// answers saved at once held every other request, /livez included, for up to 170 ms (issue 36),
// so long readings run in worker threads (Piscina); a short answer is read where it is, which is
// cheaper than handing it over. Both read with the same code and give the same reading.
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { type AnalyseAnswerOptions, type StoredReading, readAnswerToStore } from './analyse-answer';

/** Words (the answer and the earlier answers it is compared with) read on the server's thread. */
export const INLINE_READING_WORDS = 300;

const WORKER_FILE = new URL(
  import.meta.url.endsWith('.ts') ? './reading-worker.tsx-bootstrap.mjs' : './reading-worker.js',
  import.meta.url,
).href;

let pool: Piscina | undefined;

function readingPool(): Piscina {
  pool ??= new Piscina({
    filename: WORKER_FILE,
    // One thread per core but one, at least one: the server's own thread keeps a core.
    maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
    minThreads: 0,
    // A worker that has compiled the lexicons is kept a while for the next long answer.
    idleTimeout: 5 * 60_000,
  });
  return pool;
}

function wordsIn(options: AnalyseAnswerOptions): number {
  const count = (text: string) => text.split(/\s+/).length;
  return (options.earlierAnswers ?? []).reduce(
    (sum, earlier) => sum + count(earlier),
    count(options.answer),
  );
}

/**
 * The answer read to be stored with it: in a worker when it is long, on this thread when it is
 * short or no worker can be had (the reading is the same either way; nothing the user sent is
 * refused for it).
 */
export async function readAnswerToStoreOffThread(
  options: AnalyseAnswerOptions,
): Promise<StoredReading> {
  if (wordsIn(options) < INLINE_READING_WORDS) return readAnswerToStore(options);
  try {
    return (await readingPool().run(options, { name: 'readAnswer' })) as StoredReading;
  } catch {
    return readAnswerToStore(options);
  }
}

/** Starts a reading worker and compiles its lexicons now, so the first long answer need not. */
export async function warmUpReadingWorker(): Promise<number> {
  return (await readingPool().run(undefined, { name: 'warmUp' })) as number;
}

/** How many answers the workers have read since they started (for the operator and tests). */
export function answersReadInWorkers(): number {
  return pool?.completed ?? 0;
}

/** Ends the reading workers (at shutdown). */
export async function stopReadingWorkers(): Promise<void> {
  const running = pool;
  pool = undefined;
  await running?.close();
}
