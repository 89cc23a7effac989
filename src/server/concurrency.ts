/**
 * Runs tasks at most `concurrency` at a time (given per call, so one queue can serve callers with
 * different limits); the rest wait their turn, first come first served.
 */
export function createLimiter() {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(concurrency: number, task: () => Promise<T>): Promise<T> {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
