import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { LRUCache } from 'lru-cache';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { LANGUAGE_COOKIE } from '../../shared/constants';
import { isAppPage } from '../../shared/page-routes';
import type { Language } from '../../shared/language';
import {
  chooseDocumentLanguage,
  prerenderedLandingFile,
  withDocumentLanguage,
} from './document-language';
import type { Logger } from '../logger';
import type { ServerPageData } from './server-pages';
import { withRoutePreloads } from './route-preloads';
import { withPageHead } from './seo';
import {
  createServerEntryLoader,
  hasEmptyRoot,
  pageDataScripts,
  type ServerEntry,
  serverEntryFile,
  withoutAppPreloads,
  withRenderedRoot,
} from './server-render';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Files the build precompresses (vite.config.ts). */
const COMPRESSIBLE_FILE = /\.(?:js|css|html|svg|json|txt|xml|wasm|onnx)$/;

export interface SpaOptions {
  /**
   * The page at a path, once per request (the features' pages, server-pages.ts), or null: its
   * <head> tags for a page that should preview when shared (a vacancy), or null for the app's
   * generic head; and its data, for a page the server renders with its content (a published
   * post, an active vacancy, as a guest sees them), or null for a page left to the browser.
   */
  findPage?: (path: string) => {
    head: () => Promise<string | null>;
    data: () => Promise<ServerPageData | null>;
  } | null;
  /** The client module of a page whose chunks its HTML preloads, or null. */
  findClientModule?: (path: string) => string | null;
  /** The feature texts a page's route waits for, or null for every namespace. */
  findTextNamespaces?: (path: string) => readonly string[] | null;
  /** The server-side renderer; by default the build's, next to the client (server-render.ts). */
  loadServerEntry?: () => Promise<ServerEntry | null>;
  /** Where a failed render is reported (the page is then sent as the plain shell). */
  logger?: Logger;
}

/**
 * Serves the built React app: hashed assets cached for a year, everything else revalidated,
 * text compressed (brotli or gzip), and any other page path answered with index.html so
 * client-side routes survive a reload.
 */
export function spaRoutes(clientDir: string, options: SpaOptions = {}) {
  const root = resolve(clientDir);
  const indexPath = join(root, 'index.html');
  const loadServerEntry =
    options.loadServerEntry ??
    createServerEntryLoader({ file: serverEntryFile(root), logger: options.logger });
  const rendered = createRenderCache();
  const app = new Hono();

  // serveStatic builds its response before its onFound hook runs, so caching is set out here.
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    if (!c.res.headers.has('Cache-Control')) {
      c.res.headers.set(
        'Cache-Control',
        c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      );
    }
    // The same URL answers differently by Accept-Encoding (precompressed or not): caches on the
    // way must keep the variants apart.
    if (
      COMPRESSIBLE_FILE.test(c.req.path) &&
      !/accept-encoding/i.test(c.res.headers.get('Vary') ?? '')
    ) {
      c.res.headers.append('Vary', 'Accept-Encoding');
    }
  });
  // The build writes .br and .gz next to each text file (vite.config.ts), sent when accepted.
  app.use('*', serveStatic({ root, index: '__no_directory_index__', precompressed: true }));

  // index.html carries a page's own <head> (vacancy, post), so it is compressed per response.
  app.on(['GET', 'HEAD'], '*', compress(), async (c) => {
    // A missing file (an old hashed asset, a typo'd image) is a 404, never the HTML page.
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text('Not found', 404);
    if (!existsSync(indexPath)) {
      return c.text('The web app is not built yet. Run `npm run build`, then restart.', 503);
    }
    c.header('Cache-Control', REVALIDATE);
    // The document is written in the visitor's language, so it differs by these two headers; and
    // compress() sends it gzipped or not by Accept-Encoding. Said here, before the response is
    // made: compress() adding it afterwards copies the whole response (a tenth of a page's CPU).
    c.header('Vary', 'Cookie, Accept-Language, Accept-Encoding', { append: true });
    const language = chooseDocumentLanguage({
      cookie: getCookie(c, LANGUAGE_COOKIE),
      acceptLanguage: c.req.header('Accept-Language'),
    });
    const found = options.findPage?.(c.req.path) ?? null;
    const page = await renderPage({
      path: c.req.path,
      language,
      indexPath,
      findPageData: found?.data,
      loadServerEntry,
      logger: options.logger,
      cache: rendered,
    });
    const indexHtml =
      page ??
      withRoutePreloads({
        indexHtml: readDocument({ root, indexPath, path: c.req.path, language }),
        clientDir: root,
        clientModule: options.findClientModule?.(c.req.path) ?? null,
        textNamespaces: options.findTextNamespaces?.(c.req.path) ?? null,
      });
    const head = await found?.head();
    // A path the client's router has no page at shows its "page not found", with the status a
    // crawler or a link checker reads as that.
    return c.html(
      head ? withPageHead(indexHtml, head) : indexHtml,
      isAppPage(c.req.path) ? 200 : 404,
    );
  });

  return app;
}

/**
 * The page at `path` rendered on the server with its data, in `language`, or null where the
 * browser renders it: no data for the path (another route, a missing post), no server-side build,
 * or a render that failed (logged). Like the prerendered landing page it leaves out the app's
 * preloads: the page paints from the HTML, and main.tsx loads the app after that.
 */
async function renderPage(options: {
  path: string;
  language: Language;
  indexPath: string;
  findPageData: (() => Promise<ServerPageData | null>) | undefined;
  loadServerEntry: () => Promise<ServerEntry | null>;
  logger?: Logger;
  cache: RenderCache;
}): Promise<string | null> {
  const data = await options.findPageData?.();
  if (!data) return null;
  const entry = await options.loadServerEntry();
  if (!entry) return null;
  const shell = withDocumentLanguage(readFileSync(options.indexPath, 'utf8'), options.language);
  if (!hasEmptyRoot(shell)) return null;
  // The render is a pure function of the page, its language, its data and the shell: a page read
  // again with the same data (most visits) is not rendered again. Any change of the data (an
  // edited vacancy, a closed one) or a new build makes another key.
  const key = JSON.stringify([options.path, options.language, data]);
  const cached = options.cache.get(key);
  if (cached?.shell === shell) return cached.html;
  try {
    const page = await entry.renderPage({
      path: options.path,
      language: options.language,
      data,
    });
    const html = withRenderedRoot(withoutAppPreloads(shell), {
      html: page.html,
      dataScripts: pageDataScripts(page),
    });
    options.cache.set(key, { shell, html });
    return html;
  } catch (error) {
    options.logger?.error({ err: error, path: options.path }, 'server-side render failed');
    return null;
  }
}

type RenderCache = LRUCache<string, { shell: string; html: string }>;

/** Rendered pages kept in memory: at most 500, and at most 32 MB of text. */
function createRenderCache(): RenderCache {
  return new LRUCache({
    max: 500,
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (value, key) => value.html.length + value.shell.length + key.length,
  });
}

const LANDING_PATH = '/';

/**
 * The landing page prerendered in `language` for `/` (scripts/prerender.ts; the client hydrates
 * it), else the empty shell in that language: another route must not flash the landing page.
 */
function readDocument(options: {
  root: string;
  indexPath: string;
  path: string;
  language: Language;
}): string {
  if (options.path === LANDING_PATH) {
    const prerendered = prerenderedLandingFile(options.root, options.language);
    if (existsSync(prerendered)) return readFileSync(prerendered, 'utf8');
  }
  return withDocumentLanguage(readFileSync(options.indexPath, 'utf8'), options.language);
}
