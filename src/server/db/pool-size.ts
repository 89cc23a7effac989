import { availableParallelism } from 'node:os';

/** Connections per process when PostgreSQL runs elsewhere and DATABASE_POOL_SIZE is not set. */
export const EXTERNAL_POOL_SIZE = 10;
/** The fewest connections the embedded server's pool gets, however small the machine. */
const MIN_EMBEDDED_POOL_SIZE = 4;

/**
 * How many connections a process opens when DATABASE_POOL_SIZE is not set. The embedded
 * PostgreSQL shares the app's cores, and more queries at once than about twice the cores only
 * queue inside PostgreSQL while they hold the server's thread with more answers to hand back at
 * once (the rule of thumb PostgreSQL's wiki and HikariCP give: cores × 2 plus disks). On 2 cores
 * 4 connections served 50 people searching a 100,000-vacancy board as fast as 10 did (300 against
 * 290–300 searches/s) with /livez p99 30 ms instead of 68–81 ms (docs/benchmarks.md, issue 36).
 * A server elsewhere has cores of its own, which this process cannot see: 10 unless told.
 */
export function defaultPoolSize(options: { embedded: boolean; cores?: number }): number {
  if (!options.embedded) return EXTERNAL_POOL_SIZE;
  const cores = options.cores ?? availableParallelism();
  return Math.max(MIN_EMBEDDED_POOL_SIZE, 2 * cores);
}
