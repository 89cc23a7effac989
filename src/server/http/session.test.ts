import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './context';
import { handleError } from './error-handler';
import { createLogger } from '../logger';
import { type Viewer, optionalUser, provideViewer, requireAdmin, requireUser } from './session';

// The one sign-in gate, on a bare app: how a guest, a user and an admin are answered, and that
// the session is looked up once per request however many gates ask.

const ADA: Viewer = { id: 'ada', isAdmin: false };
const EDITOR: Viewer = { id: 'editor', isAdmin: true };

function appFor(viewer: Viewer | null) {
  let lookups = 0;
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('language', 'ru');
      await next();
    })
    .use(
      provideViewer(async () => {
        lookups += 1;
        return viewer;
      }),
    )
    .get('/mine', requireUser, requireUser, (c) => c.json({ id: c.get('user').id }))
    .get('/public', optionalUser, (c) => c.json({ id: c.get('user')?.id ?? null }))
    .get('/admin', requireAdmin, (c) => c.json({ id: c.get('user').id }));
  app.onError(handleError(createLogger({ level: 'silent' })));
  return { app, lookups: () => lookups };
}

describe('the sign-in gate', () => {
  it('answers a guest 401 in the request language, never cached', async () => {
    const { app } = appFor(null);
    const res = await app.request('/mine');
    expect(res.status).toBe(401);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
  });

  it('hands the signed-in user to the route, looking the session up once', async () => {
    const { app, lookups } = appFor(ADA);
    const res = await app.request('/mine');
    expect(await res.json()).toEqual({ id: 'ada' });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(lookups()).toBe(1);
  });

  it('lets a guest through where signing in is optional', async () => {
    expect(await (await appFor(null).app.request('/public')).json()).toEqual({ id: null });
    expect(await (await appFor(ADA).app.request('/public')).json()).toEqual({ id: 'ada' });
  });

  it('shows admin routes only to admins: to anyone else they do not exist', async () => {
    expect((await appFor(ADA).app.request('/admin')).status).toBe(404);
    expect((await appFor(null).app.request('/admin')).status).toBe(404);
    expect(await (await appFor(EDITOR).app.request('/admin')).json()).toEqual({ id: 'editor' });
  });
});
