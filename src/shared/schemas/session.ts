/** What GET /api/session answers: the signed-in user, or null for a guest. */
export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
}

export interface SessionResponse {
  user: SessionUser | null;
}
