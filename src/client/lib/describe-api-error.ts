import type { ErrorCode } from '../../shared/errors';
import { ApiError, NetworkError } from './api-client';

// The one rule for what a page says when a request fails, so the same failure reads the same on
// every page:
// - no answer at all (offline, a dropped connection): the page's `connectionLost` text if it has
//   one, else its `fallback`;
// - the server worded the failure for people (every refusal, 4xx, and a server error with its
//   own code: the AI provider failed, the mail could not be sent, the database is unavailable):
//   the server's words, already in the interface language;
// - a generic server error (500 "internal", or a page from a proxy): the page's `fallback`,
//   which says what failed in the page's own terms.

export interface ApiFailure {
  /** What to tell the person. */
  message: string;
  /** The server's own words, or null when the page's text stands in for them. */
  serverMessage: string | null;
  /** The server's error code, or null when no answer came. */
  code: ErrorCode | null;
  /** The thing asked for does not exist, or not for this user (404). */
  isNotFound: boolean;
  /** No answer came at all. */
  isNetwork: boolean;
}

export function describeApiError(
  error: unknown,
  texts: { fallback: string; connectionLost?: string },
): ApiFailure {
  if (error instanceof ApiError) {
    const serverMessage = error.message && error.code !== 'internal' ? error.message : null;
    return {
      message: serverMessage ?? texts.fallback,
      serverMessage,
      code: error.code,
      isNotFound: error.status === 404,
      isNetwork: false,
    };
  }
  const isNetwork = error instanceof NetworkError;
  return {
    message: (isNetwork ? texts.connectionLost : undefined) ?? texts.fallback,
    serverMessage: null,
    code: null,
    isNotFound: false,
    isNetwork,
  };
}

/** Whether the server says the thing asked for does not exist for this user (404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
