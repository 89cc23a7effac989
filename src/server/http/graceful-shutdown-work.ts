// Work that outlives its response: a streamed answer's feedback or final report is stored even
// when the reader has gone (see event-stream.ts). Once the HTTP drain ends, nothing waits for that
// work, so shutdown waits here before it closes the database under it.

const running = new Set<Promise<unknown>>();

/** Keeps shutdown from closing the database until `work` has settled (either way). */
export function trackBackgroundWork(work: Promise<unknown>): void {
  running.add(work);
  const forget = () => running.delete(work);
  work.then(forget, forget);
}

/** How much tracked work has not settled yet. */
export function countBackgroundWork(): number {
  return running.size;
}

/** Resolves once every tracked work has settled, including work started meanwhile. */
export async function settleBackgroundWork(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}
