import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import type { AppEnv } from './context';

// Logs method, path (never the query string, which may carry reset tokens), status and duration.
// Headers and bodies are never logged, so cookies, authorization and passwords cannot leak.
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const startedAt = performance.now();
    c.set('logger', logger);
    await next();
    const status = c.res.status;
    const entry = {
      method: c.req.method,
      path: c.req.path,
      status,
      durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
    };
    if (status >= 500) logger.error(entry, 'request failed');
    else logger.info(entry, 'request');
  };
}
