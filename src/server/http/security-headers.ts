import type { MiddlewareHandler } from 'hono';

// One policy for every response, API and pages alike. No inline scripts or styles anywhere:
// the Vite build emits only external files, and React styles through classes.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // WebAssembly compiled from the app's own files (the voice model's runtime), no eval of text.
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // A recorded answer plays back from the tab's own memory (a blob: URL); nothing is fetched.
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HSTS = 'max-age=31536000; includeSubDomains';
/** Where the Google sign-in popup lands (a client route). */
export const POPUP_RETURN_PATH = '/auth/google/done';
const POPUP_FLOW_PREFIXES = ['/api/auth/google/start', '/api/auth/provider/callback/'];

function isPopupFlowPath(path: string): boolean {
  return (
    path === POPUP_RETURN_PATH || POPUP_FLOW_PREFIXES.some((prefix) => path.startsWith(prefix))
  );
}

export function securityHeaders(options: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'DENY');
    // A sign-in popup must keep its opener to report back, so no step of its way (the start
    // redirect, the provider callback, the page it ends on) may set an opener policy; every other
    // page isolates itself but may open such popups.
    headers.set(
      'Cross-Origin-Opener-Policy',
      isPopupFlowPath(c.req.path) ? 'unsafe-none' : 'same-origin-allow-popups',
    );
    headers.set('Permissions-Policy', 'camera=(), geolocation=(), microphone=(self)');
    if (
      isHttps({
        url: c.req.url,
        forwardedProto: c.req.header('X-Forwarded-Proto'),
        trustProxy: options.trustProxy,
      })
    ) {
      headers.set('Strict-Transport-Security', HSTS);
    }
  };
}

/** HSTS only makes sense on https: directly, or behind a proxy we were told to trust. */
function isHttps(options: {
  url: string;
  forwardedProto: string | undefined;
  trustProxy: boolean;
}): boolean {
  const { url, forwardedProto, trustProxy } = options;
  if (new URL(url).protocol === 'https:') return true;
  return trustProxy && forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}
