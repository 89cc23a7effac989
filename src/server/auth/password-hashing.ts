import { availableParallelism } from 'node:os';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { createLimiter } from '../concurrency';

// better-auth hashes with Node's asynchronous scrypt, off the event loop, on libuv's pool of four
// threads. On a machine with fewer cores than that, a burst of sign-ups or sign-ins kept every
// core busy hashing and left the event loop waiting for CPU (docs/benchmarks.md, event-loop). At
// most one hash per core but one runs at once, so one core always answers requests; the hashes
// themselves, and their format, are better-auth's own.

/** How many passwords are hashed or checked at the same moment. */
export const HASHING_CONCURRENCY = Math.max(1, availableParallelism() - 1);

const run = createLimiter();

export function hashPasswordInTurn(password: string): Promise<string> {
  return run(HASHING_CONCURRENCY, () => hashPassword(password));
}

export function verifyPasswordInTurn(data: { hash: string; password: string }): Promise<boolean> {
  return run(HASHING_CONCURRENCY, () => verifyPassword(data));
}
