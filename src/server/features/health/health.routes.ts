import { Hono } from 'hono';
import type { DatabaseHandle } from '../../db/client';

const READY_TIMEOUT_MS = 2_000;

/** /livez: the process answers. /readyz: it can serve traffic (database reachable, not draining). */
export function healthRoutes(deps: { database: DatabaseHandle; isShuttingDown: () => boolean }) {
  return new Hono()
    .get('/livez', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      c.header('Cache-Control', 'no-store');
      if (deps.isShuttingDown()) return c.json({ status: 'shutting_down' }, 503);
      try {
        await withTimeout(deps.database.ping(), READY_TIMEOUT_MS);
        return c.json({ status: 'ready', database: 'ok' });
      } catch {
        return c.json({ status: 'unavailable', database: 'unreachable' }, 503);
      }
    });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
