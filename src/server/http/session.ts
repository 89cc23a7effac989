import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../app-error';
import type { AppEnv } from './context';

// The one sign-in gate. The composition root says how a request's session is found
// (`provideViewer`); every route that needs a signed-in user puts `requireUser` before its
// handler and reads `c.get('user')`. Its answer is that user's alone, so it is never cached.

/** Who sent the request, as the routes need it. */
export interface Viewer {
  id: string;
  /** Listed in ADMIN_EMAILS with a verified address. */
  isAdmin: boolean;
}

export type FindViewer = (request: Request) => Promise<Viewer | null>;

/** Makes the request's viewer available to the gates below, looked up at most once. */
export function provideViewer(find: FindViewer): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let found: Promise<Viewer | null> | undefined;
    c.set('viewer', () => (found ??= find(c.req.raw)));
    await next();
  };
}

function viewerOf(c: { var: { viewer: () => Promise<Viewer | null> } }): Promise<Viewer | null> {
  return c.var.viewer();
}

/** A signed-in user, or 401 for a guest; `c.get('user')` in the handler. */
export const requireUser = createMiddleware<AppEnv & { Variables: { user: Viewer } }>(
  async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const user = await viewerOf(c);
    if (!user) throw new AppError('unauthorized');
    c.set('user', user);
    await next();
  },
);

/** The signed-in user or null (a guest): `c.get('user')` in the handler. */
export const optionalUser = createMiddleware<AppEnv & { Variables: { user: Viewer | null } }>(
  async (c, next) => {
    c.set('user', await viewerOf(c));
    await next();
  },
);

/**
 * An admin, or 404 for anyone else: to them, what admins do here does not exist. Never cached.
 */
export const requireAdmin = createMiddleware<AppEnv & { Variables: { user: Viewer } }>(
  async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const user = await viewerOf(c);
    if (!user?.isAdmin) throw new AppError('not_found');
    c.set('user', user);
    await next();
  },
);
