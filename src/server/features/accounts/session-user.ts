import type { SessionUser } from '../../../shared/schemas/session';
import type { Auth } from '../../auth/auth';

interface AuthUser {
  id: string;
  email: string;
  emailVerified?: boolean | null;
  name: string;
  createdAt: Date | string;
  country?: string | null;
  linkedIn?: string | null;
}

/** Addresses (lower case) whose owners may run the blog: ADMIN_EMAILS. */
export type AdminEmails = ReadonlySet<string>;
const NO_ADMINS: AdminEmails = new Set();

/**
 * An admin's address is listed in ADMIN_EMAILS and proven: verified by Google or by a completed
 * password reset. Listing alone is not enough, or whoever signed up first with that address
 * would get the role.
 */
export function isAdminUser(user: AuthUser, adminEmails: AdminEmails): boolean {
  return user.emailVerified === true && adminEmails.has(user.email.toLowerCase());
}

export function toSessionUser(user: AuthUser, adminEmails: AdminEmails = NO_ADMINS): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name || null,
    country: user.country ?? null,
    linkedIn: user.linkedIn ?? null,
    createdAt: new Date(user.createdAt).toISOString(),
    isAdmin: isAdminUser(user, adminEmails),
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
export async function findSessionUser(
  auth: Auth,
  { request, adminEmails = NO_ADMINS }: { request: Request; adminEmails?: AdminEmails },
): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: sessionHeaders(request) });
  return session ? toSessionUser(session.user as AuthUser, adminEmails) : null;
}
