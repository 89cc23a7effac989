import type { MiddlewareHandler } from 'hono';
import {
  findControlCharacterFields,
  hasControlCharacter,
  isNestedDeeperThan,
  MAX_JSON_DEPTH,
} from '../../shared/control-characters';
import { AppError } from '../app-error';
import type { AppEnv } from './context';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Refuses, before any route runs, a request whose query parameters or JSON body hold a control
 * character (a NUL byte, an escape code): 400 naming the fields, in the request's language. What
 * reaches the services and the database is text a person could have typed. A body nested deeper
 * than any form sends is refused too (400 `json_too_deep`), before anything walks it.
 */
export function refuseControlCharacters(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const fields = Object.entries(c.req.queries())
      .filter(([key, values]) => hasControlCharacter(key) || values.some(hasControlCharacter))
      .map(([key]) => (hasControlCharacter(key) ? 'query' : key));
    const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
    if (fields.length === 0 && JSON_MEDIA_TYPE.test(mediaType) && c.req.method !== 'GET') {
      const text = await c.req.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined; // the route's own validator answers "invalid JSON"
      }
      if (isNestedDeeperThan(body)) {
        throw new AppError('json_too_deep', { max: MAX_JSON_DEPTH });
      }
      fields.push(...findControlCharacterFields(body));
    }
    if (fields.length > 0) throw new AppError('control_characters', { fields: fields.join(', ') });
    await next();
  };
}
