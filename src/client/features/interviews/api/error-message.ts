import { ApiError, NetworkError } from '../../../lib/api-client';

/** The server's own wording for a failure (already in the UI language), else `fallback`. */
export function serverMessageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

/** True when the server says the interview does not exist (or is not this user's). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Why a request failed, for "An error occurred: {message}…": the server's words, or no answer. */
export function failureReasonOf(
  error: unknown,
  texts: { connectionLost: string; serverFailed: string },
): string {
  if (error instanceof NetworkError) return texts.connectionLost;
  return serverMessageOf(error, texts.serverFailed);
}
