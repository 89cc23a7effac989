import { validator } from 'hono/validator';
import type { z } from 'zod';
import { isErrorCode } from '../../shared/errors';
import { AppError } from './app-error';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** Turns a zod failure into the AppError of its first issue (schemas use ErrorCodes as messages). */
export function toValidationError(error: z.ZodError): AppError {
  const first = error.issues[0];
  if (first && isErrorCode(first.message)) return new AppError(first.message);
  const fields = [...new Set(error.issues.map((issue) => issue.path.join('.') || 'body'))];
  return new AppError('validation_failed', { fields: fields.join(', ') });
}

/** Validates a JSON body with a shared schema; route types carry the parsed output to the client. */
export function jsonBody<Schema extends z.ZodType>(schema: Schema) {
  // Annotating the input type lets the typed client know what the route expects.
  return validator('json', (value: z.input<Schema>, c) => {
    const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
    if (!JSON_MEDIA_TYPE.test(mediaType)) throw new AppError('unsupported_media_type');
    const result = schema.safeParse(value);
    if (!result.success) throw toValidationError(result.error);
    return result.data as z.output<Schema>;
  });
}
