import { Hono } from 'hono';
import type { SessionResponse } from '../../../shared/schemas/session';
import type { AppEnv } from '../../http/context';

// Accounts arrive with sign-up and sign-in; until then every visitor is a guest, and the client's
// guard already asks this endpoint rather than assuming.
export function sessionRoutes() {
  return new Hono<AppEnv>().get('/session', (c) => {
    c.header('Cache-Control', 'no-store');
    const body: SessionResponse = { user: null };
    return c.json(body, 200);
  });
}
