import type { SessionUser } from '../../../shared/schemas/session';
import type { Auth } from '../../auth/auth';

interface AuthUser {
  id: string;
  email: string;
  name: string;
  createdAt: Date | string;
  country?: string | null;
  linkedIn?: string | null;
}

export function toSessionUser(user: AuthUser): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name || null,
    country: user.country ?? null,
    linkedIn: user.linkedIn ?? null,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}

/** Only the headers better-auth needs to find a session; the origin check is ours, done before. */
export function sessionHeaders(request: Request): Headers {
  const headers = new Headers();
  for (const name of ['cookie', 'user-agent', 'x-forwarded-for']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

/** The signed-in user of a request, or null for a guest or an ended session. */
export async function findSessionUser(auth: Auth, request: Request): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: sessionHeaders(request) });
  return session ? toSessionUser(session.user as AuthUser) : null;
}
