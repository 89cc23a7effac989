import { ApiError } from '../../lib/api-client';

/** The link itself is wrong (used, expired, forged): pressing the button again cannot help. */
export function isInvalidLink(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'newsletter_link_invalid' ||
      error.code === 'newsletter_unsubscribe_link_invalid')
  );
}
