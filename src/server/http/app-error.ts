import { type ErrorCode, statusForError } from '../../shared/errors';

/** The one error type services and routes throw; the app maps it to status and localized message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params: Record<string, string | number>;

  constructor(code: ErrorCode, params: Record<string, string | number> = {}) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.params = params;
  }

  get status(): number {
    return statusForError(this.code);
  }
}
