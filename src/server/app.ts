import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { JSON_BODY_LIMIT_BYTES } from '../shared/constants';
import { formatBytes } from '../shared/format';
import { languageFromAcceptLanguage } from '../shared/language';
import type { DatabaseHandle } from './db/client';
import { sessionRoutes } from './features/accounts/session.routes';
import { healthRoutes } from './features/health/health.routes';
import { createLandingRepository } from './features/landing/landing.repository';
import { landingRoutes } from './features/landing/landing.routes';
import { AppError } from './http/app-error';
import type { AppEnv } from './http/context';
import { errorResponse, handleError } from './http/error-handler';
import { requestLogger } from './http/request-logger';
import { securityHeaders } from './http/security-headers';
import { spaRoutes } from './http/spa';
import type { Logger } from './logger';

export interface AppDeps {
  database: DatabaseHandle;
  logger: Logger;
  /** Directory holding the built SPA (index.html and assets/). */
  clientDir: string;
  /** Believe X-Forwarded-Proto from a reverse proxy (for HSTS). */
  trustProxy?: boolean;
  /** Largest JSON body accepted by /api routes. */
  jsonBodyLimitBytes?: number;
  isShuttingDown?: () => boolean;
}

/** The JSON API; its type is what the client's typed `hc` client is built from. */
function apiRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .basePath('/api')
    .route('/', sessionRoutes())
    .route('/', landingRoutes({ repository: createLandingRepository(deps.database.db) }));
}

export type AppType = ReturnType<typeof apiRoutes>;

/** Composition root: middleware, health, API, SPA, and the one error mapping. */
export function createApp(deps: AppDeps) {
  const limit = deps.jsonBodyLimitBytes ?? JSON_BODY_LIMIT_BYTES;
  const app = new Hono<AppEnv>();

  app.use('*', securityHeaders({ trustProxy: deps.trustProxy ?? false }));
  app.use('*', requestLogger(deps.logger));
  app.use('*', async (c, next) => {
    c.set('language', languageFromAcceptLanguage(c.req.header('Accept-Language')));
    await next();
  });
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: limit,
      onError: (c) =>
        errorResponse(
          c,
          new AppError('payload_too_large', { limit: formatBytes(limit, c.get('language')) }),
        ),
    }),
  );
  app.onError(handleError(deps.logger));

  app.route(
    '/',
    healthRoutes({ database: deps.database, isShuttingDown: deps.isShuttingDown ?? (() => false) }),
  );
  app.route('/', apiRoutes(deps));
  app.all('/api/*', (c) => errorResponse(c, new AppError('not_found')));
  app.route('/', spaRoutes(deps.clientDir));
  app.notFound((c) => errorResponse(c, new AppError('not_found')));

  return app;
}
