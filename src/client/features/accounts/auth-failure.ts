import type { ErrorCode } from '../../../shared/errors';
import { describeApiError } from '../../lib/describe-api-error';

/** Refusals that are about one field; the form marks that field with the message. */
const FIELD_OF_CODE: Partial<Record<ErrorCode, string>> = {
  email_required: 'email',
  invalid_email: 'email',
  email_already_registered: 'email',
  name_required: 'name',
  name_too_long: 'name',
  password_required: 'password',
  weak_password: 'password',
  password_too_long: 'password',
  common_password: 'password',
  country_too_long: 'country',
  linkedin_url_invalid: 'linkedIn',
  current_password_required: 'currentPassword',
  current_password_wrong: 'currentPassword',
  password_not_set: 'currentPassword',
  account_deletion_confirmation_required: 'confirmation',
  account_deletion_confirmation_wrong: 'confirmation',
};

export interface AuthFailure {
  message: string;
  code: ErrorCode | null;
  /** The form field the message is about, if any. */
  field: string | null;
}

/**
 * What to tell the user about a failed auth request: the server's own (already translated) words
 * when it refused the request, otherwise `fallback` (the spec's "Failed to …" message).
 */
export function authFailureOf(error: unknown, fallback: string): AuthFailure {
  const failure = describeApiError(error, { fallback });
  if (!failure.serverMessage || !failure.code)
    return { message: failure.message, code: null, field: null };
  return {
    message: failure.message,
    code: failure.code,
    field: FIELD_OF_CODE[failure.code] ?? null,
  };
}
