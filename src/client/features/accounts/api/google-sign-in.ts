/** Where the server starts the Google OpenID Connect flow. */
export const GOOGLE_SIGN_IN_START_PATH = '/api/auth/google/start';
/** The message the popup's last page posts back to the window that opened it. */
export const GOOGLE_RESULT_MESSAGE = 'hireready:google-sign-in';

export type GoogleSignInOutcome =
  | { status: 'signed-in' }
  | { status: 'cancelled' }
  | { status: 'blocked' }
  | { status: 'failed'; error: string };

const CLOSED_CHECK_MS = 500;
/** A popup that closes itself right after posting its result must not read as "cancelled". */
const LATE_MESSAGE_GRACE_MS = 300;

/**
 * Runs Google sign-in in a popup, so the page the person was on stays as it was. Resolves with
 * the outcome: signed in (the session cookie is set), cancelled (the popup was closed), blocked
 * (the browser refused to open it) or failed (the provider or the server said no).
 */
export function signInWithGooglePopup(): Promise<GoogleSignInOutcome> {
  const popup = window.open(
    `${GOOGLE_SIGN_IN_START_PATH}?mode=popup`,
    'hireready-google-sign-in',
    'popup,width=500,height=640',
  );
  if (!popup) return Promise.resolve({ status: 'blocked' });

  return new Promise((resolve) => {
    let isSettled = false;
    const finish = (outcome: GoogleSignInOutcome) => {
      if (isSettled) return;
      isSettled = true;
      window.removeEventListener('message', onMessage);
      window.clearInterval(closedCheck);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: unknown; error?: unknown } | null;
      if (data?.type !== GOOGLE_RESULT_MESSAGE) return;
      finish(
        typeof data.error === 'string' && data.error !== ''
          ? { status: 'failed', error: data.error }
          : { status: 'signed-in' },
      );
    };
    window.addEventListener('message', onMessage);
    const closedCheck = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(closedCheck);
      window.setTimeout(() => finish({ status: 'cancelled' }), LATE_MESSAGE_GRACE_MS);
    }, CLOSED_CHECK_MS);
  });
}

/** The same flow in this window, for browsers that block popups. */
export function continueGoogleSignInHere(): void {
  window.location.assign(`${GOOGLE_SIGN_IN_START_PATH}?mode=redirect`);
}
