/** Where the server starts the Google OAuth flow. */
export const GOOGLE_SIGN_IN_START_PATH = '/api/auth/google/start';

/**
 * Hands the browser to the server's Google flow, which comes back signed in. A full-page redirect
 * for now; the popup flow (and its cancelled/blocked messages) arrives with the Google work.
 */
export function startGoogleSignIn(): void {
  window.location.assign(GOOGLE_SIGN_IN_START_PATH);
}
