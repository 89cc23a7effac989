import type { MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import type { AppEnv } from './context';
import { toValidationError } from './validate';

/** What the route takes and gives: the schema's input for the typed client, its output inside. */
interface QueryTypes<Schema extends z.ZodType> {
  in: { query: z.input<Schema> };
  out: { query: z.output<Schema> };
}

/**
 * Validates the query string with a shared schema. Hono would type the client's parameters from
 * the schema's output (where defaults make every key required), so the input type is set here.
 */
export function queryParams<Schema extends z.ZodType>(
  schema: Schema,
): MiddlewareHandler<AppEnv, string, QueryTypes<Schema>> {
  return validator('query', (value) => {
    const result = schema.safeParse(value);
    if (!result.success) throw toValidationError(result.error);
    return result.data as z.output<Schema>;
  }) as MiddlewareHandler<AppEnv, string, QueryTypes<Schema>>;
}
