import { type ErrorCode, statusForError } from '../shared/errors';

/** The one error type services and routes throw; the app maps it to status and localized message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params: Record<string, string | number>;
  /** Extra response headers, such as Retry-After on a 429. */
  headers: Record<string, string> = {};

  constructor(code: ErrorCode, params: Record<string, string | number> = {}) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.params = params;
  }

  /** The same error, sent with these response headers too. */
  withHeaders(headers: Record<string, string>): this {
    this.headers = { ...this.headers, ...headers };
    return this;
  }

  get status(): number {
    return statusForError(this.code);
  }
}
