import { ApiError } from '../../lib/api-client';

/**
 * The server's own wording when it tells the reader something to act on (a refused address or
 * link, too many attempts, a confirmation mail that could not be sent), or null for failures
 * the page describes itself (no answer, a generic server error).
 */
export function newsletterFailureMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.message) return null;
  if (error.status < 500 || error.code === 'newsletter_mail_failed') return error.message;
  return null;
}

/** The link itself is wrong (used, expired, forged): pressing the button again cannot help. */
export function isInvalidLink(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'newsletter_link_invalid' ||
      error.code === 'newsletter_unsubscribe_link_invalid')
  );
}
