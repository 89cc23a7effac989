import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Confirmation tokens are random and stored only as a hash, so a copy of the database cannot
// confirm anyone. Unsubscribe tokens are an HMAC of the address: every newsletter mail can carry
// one without storing anything, and nobody without the secret can unsubscribe someone else.

const UNSUBSCRIBE_PURPOSE = 'newsletter-unsubscribe:';

/** A fresh confirmation token (32 random bytes) and the SHA-256 hex kept in the database. */
export function createConfirmToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashConfirmToken(token) };
}

export function hashConfirmToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The page the confirmation mail links to; it confirms when the reader presses its button. */
export function newsletterConfirmLink(options: { appUrl: string; token: string }): string {
  return `${options.appUrl}/newsletter/confirm?${new URLSearchParams({ token: options.token })}`;
}

/** The stable token of one address's unsubscribe links. */
export function newsletterUnsubscribeToken(options: { secret: string; email: string }): string {
  return createHmac('sha256', options.secret)
    .update(UNSUBSCRIBE_PURPOSE + options.email)
    .digest('base64url');
}

/** Compares in constant time, so the answer's timing does not reveal a valid token bit by bit. */
export function isNewsletterUnsubscribeToken(options: {
  secret: string;
  email: string;
  token: string;
}): boolean {
  const expected = Buffer.from(newsletterUnsubscribeToken(options));
  const given = Buffer.from(options.token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The page a reader opens from a newsletter's footer; it unsubscribes on a button press. */
export function newsletterUnsubscribeLink(options: {
  appUrl: string;
  secret: string;
  email: string;
}): string {
  return `${options.appUrl}/newsletter/unsubscribe?${unsubscribeQuery(options)}`;
}

/** The API address mail clients POST to for a one-click unsubscribe (RFC 8058). */
export function newsletterOneClickUnsubscribeUrl(options: {
  appUrl: string;
  secret: string;
  email: string;
}): string {
  return `${options.appUrl}/api/newsletter/unsubscribe?${unsubscribeQuery(options)}`;
}

function unsubscribeQuery(options: { secret: string; email: string }): URLSearchParams {
  return new URLSearchParams({
    email: options.email,
    token: newsletterUnsubscribeToken(options),
  });
}
