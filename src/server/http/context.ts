import type { Language } from '../../shared/language';
import type { Logger } from '../logger';
import type { Viewer } from './session';

/** Variables every request carries through the Hono context. */
export interface AppEnv {
  Variables: {
    language: Language;
    logger: Logger;
    /** Who sent the request (looked up once, on first use); see provideViewer in session.ts. */
    viewer: () => Promise<Viewer | null>;
  };
}
