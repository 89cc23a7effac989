import { ApiError } from '../../../lib/api-client';

/** True when the server says the vacancy does not exist for this viewer (404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
