import type { MiddlewareHandler } from 'hono';

// One policy for every response, API and pages alike. No inline scripts or styles anywhere:
// the Vite build emits only external files, and React styles through classes.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(options: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Permissions-Policy', 'camera=(), geolocation=(), microphone=(self)');
    if (isHttps(c.req.url, c.req.header('X-Forwarded-Proto'), options.trustProxy)) {
      headers.set('Strict-Transport-Security', HSTS);
    }
  };
}

/** HSTS only makes sense on https: directly, or behind a proxy we were told to trust. */
function isHttps(url: string, forwardedProto: string | undefined, trustProxy: boolean): boolean {
  if (new URL(url).protocol === 'https:') return true;
  return trustProxy && forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}
