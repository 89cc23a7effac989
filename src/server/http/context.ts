import type { Language } from '../../shared/language';
import type { Logger } from '../logger';

/** Variables every request carries through the Hono context. */
export interface AppEnv {
  Variables: {
    language: Language;
    logger: Logger;
  };
}
