// Work moved off the server's thread still competes with it for the CPU: on a two-core machine a
// PDF being read, a resume being drawn and PostgreSQL leave the thread that answers requests (and
// /livez) waiting for a core (issue 36). Each worker thread therefore lowers its own scheduling
// priority, so the server's thread is run first whenever both are ready; the workers get every
// moment the server does not need. On Linux a thread's "nice" value is its own: the thread is
// found by /proc/thread-self. Elsewhere, or where the system refuses, nothing changes.
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** How much nicer a worker thread is than the thread that started it (10, as for background work). */
export const WORKER_THREAD_NICENESS = 10;

/** Lowers the calling thread's priority below the server's (never raises it); whether it could. */
export function lowerThisThreadPriority(niceness = WORKER_THREAD_NICENESS): boolean {
  try {
    const thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(thread) || thread <= 0) return false;
    // A new thread starts at its creator's niceness: a server started with `nice` keeps its gap.
    setPriority(thread, Math.min(19, getPriority(thread) + niceness));
    return true;
  } catch {
    return false;
  }
}
