import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody, ErrorCode } from '../../shared/errors';
import { languageFromAcceptLanguage } from '../../shared/language';
import { errorMessage } from '../../shared/messages';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { Logger } from '../logger';
import { AppError } from './app-error';

export function errorResponse(c: Context, error: AppError): Response {
  const language = c.get('language') ?? languageFromAcceptLanguage(c.req.header('Accept-Language'));
  const body: ApiErrorBody = {
    error: { code: error.code, message: errorMessage(error.code, language, error.params) },
  };
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(body, error.status as ContentfulStatusCode);
}

/** Maps anything thrown in a request to the one error shape; unknown errors are logged, not shown. */
export function handleError(logger: Logger) {
  return (err: Error, c: Context): Response => {
    if (err instanceof AppError) return errorResponse(c, err);
    if (err instanceof HTTPException && err.status === 400) {
      // Hono's JSON validator throws this when the body does not parse.
      return errorResponse(c, new AppError('invalid_json'));
    }
    if (err instanceof HTTPException) {
      const code = codeForStatus(err.status);
      if (code) return errorResponse(c, new AppError(code));
    }
    if (isDatabaseUnavailable(err)) {
      logger.error({ err: { name: err.name, message: err.message } }, 'database unavailable');
      return errorResponse(c, new AppError('service_unavailable'));
    }
    logger.error(
      { err: { name: err.name, message: err.message, stack: err.stack } },
      'unhandled error',
    );
    return errorResponse(c, new AppError('internal'));
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
