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

/** Each top-level field's first issue, for messages shown under the fields themselves. */
export function fieldErrorsOf(error: ZodError): Record<string, ErrorCode> {
  const errors: Record<string, ErrorCode> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field in errors) continue;
    errors[field] = isErrorCode(issue.message) ? issue.message : 'validation_failed';
  }
  return errors;
}

/** Moves focus to the first control of `form` (in page order) whose name is in `fields`. */
export function focusFirstField(form: HTMLFormElement, fields: Iterable<string>): void {
  const names = new Set(fields);
  const first = Array.from(form.elements).find(
    (element): element is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
      (element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement) &&
      names.has(element.name),
  );
  first?.focus();
}
