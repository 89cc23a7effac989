/** What GET /api/session answers: the signed-in user, or null for a guest. */
export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  country: string | null;
  linkedIn: string | null;
  createdAt: string;
  /** May write and publish blog posts (ADMIN_EMAILS, with a verified address). */
  isAdmin: boolean;
}

export interface SessionResponse {
  user: SessionUser | null;
}
