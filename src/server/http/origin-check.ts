import type { MiddlewareHandler } from 'hono';
import { AppError } from '../app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF). Browsers say
 * where a request comes from in Sec-Fetch-Site and Origin; requests without either (curl, tests)
 * carry no ambient browser credentials and pass.
 */
export function originCheck(options: { appUrl: string }): MiddlewareHandler {
  const appOrigin = new URL(options.appUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const fetchSite = c.req.header('Sec-Fetch-Site');
    if (fetchSite && !ALLOWED_FETCH_SITES.has(fetchSite))
      throw new AppError('cross_origin_refused');
    const origin = c.req.header('Origin');
    if (origin && origin !== appOrigin && origin !== new URL(c.req.url).origin) {
      throw new AppError('cross_origin_refused');
    }
    return next();
  };
}
