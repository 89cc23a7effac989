import type { ZodError } from 'zod';
import { isErrorCode, type ErrorCode } from '../../shared/errors';

export interface ValidationProblem {
  /** The first issue's code: the shared schemas use ErrorCodes as issue messages. */
  code: ErrorCode;
  /** Top-level fields with any issue, to mark them aria-invalid. */
  fields: ReadonlySet<string>;
}

export function validationProblemOf(error: ZodError): ValidationProblem {
  const fields = new Set(error.issues.map((issue) => String(issue.path[0] ?? '')));
  const message = error.issues[0]?.message;
  return { code: isErrorCode(message) ? message : 'validation_failed', fields };
}
