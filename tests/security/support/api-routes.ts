import type { Hono } from 'hono';

/**
 * "METHOD /api/path" for every API route the app registers. Middleware shows up in the route table
 * as ALL with a wildcard path (security headers, body limit, origin check, the /api 404), so those
 * entries are left out.
 */
export function listApiRoutes(app: Pick<Hono, 'routes'>): string[] {
  const keys = new Set<string>();
  for (const route of app.routes) {
    if (!route.path.startsWith('/api/')) continue;
    if (route.method === 'ALL' && route.path.endsWith('*')) continue;
    keys.add(`${route.method} ${route.path}`);
  }
  return [...keys].sort();
}

/** The request a matrix line describes, sent the way the browser app sends it. */
export async function sendRoute(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  options: {
    method: string;
    path: string;
    cookie?: string;
    body?: unknown;
    form?: FormData;
    file?: { bytes: Uint8Array; type: string };
  },
) {
  const headers: Record<string, string> = { 'Accept-Language': 'en' };
  if (options.cookie) headers.cookie = options.cookie;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.file) {
    headers['Content-Type'] = options.file.type;
    body = new Uint8Array(options.file.bytes);
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await app.request(options.path, { method: options.method, headers, body });
  return { status: res.status, headers: res.headers, text: await res.text() };
}
