import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody, ErrorCode } from '../../shared/errors';
import { type Language, languageFromAcceptLanguage } from '../../shared/language';
import { errorMessage } from '../../shared/messages';
import { isDatabaseUnavailable, isPoolSaturated, isStorageFull } from '../db/unavailable';
import type { Logger } from '../logger';
import { AppError } from '../app-error';

/** How long a client is asked to wait after a 503 (busy, or the database away). */
const BUSY_RETRY_SECONDS = 5;

/** The one error shape, its message in the request's language. */
export function errorBody(error: AppError, language: Language): ApiErrorBody {
  return {
    error: {
      code: error.code,
      message: errorMessage(error.code, { language, params: error.params }),
    },
  };
}

export function errorResponse(c: Context, error: AppError): Response {
  const language = c.get('language') ?? languageFromAcceptLanguage(c.req.header('Accept-Language'));
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(errorBody(error, language), error.status as ContentfulStatusCode);
}

/** Maps anything thrown in a request to the one error shape; unknown errors are logged, not shown. */
export function handleError(logger: Logger) {
  return (err: Error, c: Context): Response => {
    // The client went away mid-request: whatever failed after that is not the server's fault.
    if (c.req.raw.signal.aborted && !(err instanceof AppError)) {
      logger.info({ method: c.req.method, path: c.req.path }, 'the client closed the request');
      return errorResponse(c, new AppError('request_aborted'));
    }
    return errorResponse(c, toAppError(err, logger));
  };
}

/** What a thrown value means for the user: AppErrors as they are, anything unknown logged. */
export function toAppError(err: unknown, logger: Logger): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof HTTPException && err.status === 400) {
    // Hono's JSON validator throws this when the body does not parse.
    return new AppError('invalid_json');
  }
  if (err instanceof HTTPException) {
    const code = codeForStatus(err.status);
    if (code) return new AppError(code);
  }
  const error = err instanceof Error ? err : new Error(String(err));
  if (isStorageFull(error)) {
    // The operator must hear of it; the user is told plainly that nothing was saved.
    logger.error({ err: describeError(error) }, 'storage full: the write was refused');
    return new AppError('storage_full');
  }
  if (isPoolSaturated(error)) {
    logger.warn(
      { err: describeError(error) },
      'busy: no database connection came free in time (all in use, or the database unreachable)',
    );
    return new AppError('server_busy').withHeaders({ 'Retry-After': String(BUSY_RETRY_SECONDS) });
  }
  if (isDatabaseUnavailable(error)) {
    logger.error({ err: describeError(error) }, 'database unavailable');
    return new AppError('service_unavailable').withHeaders({
      'Retry-After': String(BUSY_RETRY_SECONDS),
    });
  }
  logger.error(
    { err: { ...describeError(error), stack: withoutParams(error.stack) } },
    'unhandled error',
  );
  return new AppError('internal');
}

/**
 * A failed query's message carries the SQL and then every parameter ("params: …"): user content
 * and personal data. The log keeps the statement and the database's own reason, never the values.
 */
function withoutParams(text: string | undefined): string | undefined {
  return text?.replace(/\nparams:[\s\S]*?(?=\n\s+at |$)/, '\nparams: [not logged]');
}

function describeError(error: Error): { name: string; message: string; cause?: string } {
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return {
    name: error.name,
    message: withoutParams(error.message) ?? '',
    ...(cause ? { cause: withoutParams(cause) } : {}),
  };
}

function codeForStatus(status: number): ErrorCode | undefined {
  const codes: Record<number, ErrorCode> = {
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    413: 'payload_too_large',
    415: 'unsupported_media_type',
    429: 'rate_limited',
    503: 'service_unavailable',
  };
  return codes[status];
}
