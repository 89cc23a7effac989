/** Messages another page can ask the sign-in page to show, passed in the location state. */
export const SIGN_IN_NOTICE = { passwordChanged: 'passwordChanged' } as const;

export type SignInNotice = (typeof SIGN_IN_NOTICE)[keyof typeof SIGN_IN_NOTICE];

/** The notice in a location state, if it carries a known one. */
export function signInNoticeOf(state: unknown): SignInNotice | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return notice === SIGN_IN_NOTICE.passwordChanged ? notice : null;
}
