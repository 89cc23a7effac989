import type { MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { isErrorCode } from '../../shared/errors';
import { AppError } from '../app-error';
import type { AppEnv } from './context';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** Turns a zod failure into the AppError of its first issue (schemas use ErrorCodes as messages). */
export function toValidationError(error: z.ZodError): AppError {
  const first = error.issues[0];
  if (first && isErrorCode(first.message)) return new AppError(first.message);
  const fields = [...new Set(error.issues.map((issue) => issue.path.join('.') || 'body'))];
  return new AppError('validation_failed', { fields: fields.join(', ') });
}

/** What the route takes and gives: the schema's input for the typed client, its output inside. */
interface JsonTypes<Schema extends z.ZodType> {
  in: { json: z.input<Schema> };
  out: { json: z.output<Schema> };
}

/**
 * Validates a JSON body with a shared schema. The typed client sends what the schema accepts
 * (its input: "150000" or 150000 for a salary); the route works with what it produces.
 */
export function jsonBody<Schema extends z.ZodType>(
  schema: Schema,
): MiddlewareHandler<AppEnv, string, JsonTypes<Schema>> {
  return validator('json', (value, c) => {
    const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
    if (!JSON_MEDIA_TYPE.test(mediaType)) throw new AppError('unsupported_media_type');
    const result = schema.safeParse(value);
    if (!result.success) throw toValidationError(result.error);
    return result.data as z.output<Schema>;
  }) as MiddlewareHandler<AppEnv, string, JsonTypes<Schema>>;
}
