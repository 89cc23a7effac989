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

/** How passwords are hashed and checked. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

/** better-auth's scrypt: what every server process uses. */
export const SCRYPT_HASHER: PasswordHasher = { hash: hashPassword, verify: verifyPassword };

let hasher: PasswordHasher = SCRYPT_HASHER;

/**
 * Replaces the hasher inside this process. Only the integration tests' setup calls it (as
 * Django's test settings swap in a fast hasher): scrypt's 0.1 s a password was about a third of
 * the server tests' time. Server processes the tests start keep scrypt, and one test checks it.
 * Returns the hasher it replaced.
 */
export function setPasswordHasher(next: PasswordHasher): PasswordHasher {
  const previous = hasher;
  hasher = next;
  return previous;
}

const run = createLimiter();

export function hashPasswordInTurn(password: string): Promise<string> {
  return run(HASHING_CONCURRENCY, () => hasher.hash(password));
}

export function verifyPasswordInTurn(data: { hash: string; password: string }): Promise<boolean> {
  return run(HASHING_CONCURRENCY, () => hasher.verify(data));
}
