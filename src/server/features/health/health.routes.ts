import { Hono } from 'hono';
import type { DatabaseHandle } from '../../db/client';

const READY_TIMEOUT_MS = 2_000;
/**
 * A database that answered within this long and is now only slow to answer (a saturated process,
 * its replies queued behind hundreds of requests) is busy, not down: the process stays ready. One
 * that refuses or drops the connection is down at once.
 */
const BUSY_GRACE_MS = 10_000;

/** /livez: the process answers. /readyz: it can serve traffic (database reachable, not draining). */
export function healthRoutes(deps: {
  database: DatabaseHandle;
  isShuttingDown: () => boolean;
  /** Overrides of the two windows above, for tests. */
  readiness?: { timeoutMs?: number; busyGraceMs?: number };
}) {
  const timeoutMs = deps.readiness?.timeoutMs ?? READY_TIMEOUT_MS;
  const busyGraceMs = deps.readiness?.busyGraceMs ?? BUSY_GRACE_MS;
  /** When the database last answered a check (performance.now()), if ever. */
  let lastAnswerAt: number | null = null;
  let checking: Promise<'answered' | 'refused'> | null = null;
  return new Hono()
    .get('/livez', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      c.header('Cache-Control', 'no-store');
      if (deps.isShuttingDown()) return c.json({ status: 'shutting_down' }, 503);
      const ready = () => c.json({ status: 'ready', database: 'ok' });
      const unreachable = () => c.json({ status: 'unavailable', database: 'unreachable' }, 503);
      // Probes that come while a check is out wait for that one (the check has one connection).
      checking ??= deps.database
        .ping()
        .then(
          () => {
            lastAnswerAt = performance.now();
            return 'answered' as const;
          },
          () => 'refused' as const,
        )
        .finally(() => {
          checking = null;
        });
      const outcome = await Promise.race([checking, delay(timeoutMs)]);
      if (outcome === 'answered') return ready();
      if (outcome === 'refused') return unreachable();
      const isBusy = lastAnswerAt !== null && performance.now() - lastAnswerAt < busyGraceMs;
      return isBusy ? ready() : unreachable();
    });
}

function delay(ms: number): Promise<'slow'> {
  return new Promise((resolve) => setTimeout(() => resolve('slow'), ms).unref());
}
