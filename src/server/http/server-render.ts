import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '../../shared/language';
import type { Logger } from '../logger';
import type { ServerPageData } from './server-pages';
import { jsonDataScript } from './seo';

// The pages the server renders with their content: the build's server-side entry
// (src/client/prerender.tsx, `vite build --ssr`) turns a page's data into markup, which goes into
// the built index.html with the data for the client to hydrate from (ADR 0017).

export interface ServerRenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** Texts the first client render needs beyond the entry's, for a JSON script `textsId`. */
  texts: Record<string, unknown>;
  textsId: string;
  /** The client's query cache holding the page's data, for a JSON script `stateId`. */
  state: unknown;
  stateId: string;
  /** Dates and money the render formatted, by key, for a JSON script `formatsId`. */
  formats: Record<string, string>;
  formatsId: string;
}

/** What the server-side build exports for pages rendered per request. */
export interface ServerEntry {
  renderPage(options: {
    path: string;
    language: Language;
    data: ServerPageData;
  }): Promise<ServerRenderedPage>;
}

/**
 * The two halves of a build sit side by side, `<out>/client` and `<out>/ssr` (dist/ by default,
 * vite.config.ts), so the entry is found only for a client dir named `client`: a client built
 * alone elsewhere (`vite build --outDir /tmp/x`) is never paired with a stranger's ssr dir.
 */
export function serverEntryFile(clientDir: string): string | null {
  const root = resolve(clientDir);
  return basename(root) === 'client' ? join(root, '..', 'ssr', 'prerender.js') : null;
}

/**
 * Loads the server-side entry once, on the first page that needs it; null when the build has
 * none (the Vite dev server, tests of the plain shell, a client built alone), and pages are then
 * left to the browser as before.
 */
export function createServerEntryLoader(options: {
  file: string | null;
  logger?: Logger;
}): () => Promise<ServerEntry | null> {
  let loading: Promise<ServerEntry | null> | undefined;
  const load = async (): Promise<ServerEntry | null> => {
    const { file } = options;
    if (!file || !existsSync(file)) return null;
    try {
      return (await import(pathToFileURL(file).href)) as ServerEntry;
    } catch (error) {
      options.logger?.error({ err: error, file }, 'server-side entry failed to load');
      return null;
    }
  };
  return () => (loading ??= load());
}

const EMPTY_ROOT = '<div id="root"></div>';
/**
 * The app's preloads (vite.config.ts, preloadApp). A page that arrives rendered is readable
 * without them; main.tsx requests the app once it has painted, so the scripts do not compete
 * with the stylesheet for the first paint.
 */
const APP_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*\bdata-app-preload\b[^>]*>\n?/g;

/** The built index.html without the app's preloads, for a page that arrives rendered. */
export function withoutAppPreloads(indexHtml: string): string {
  return indexHtml.replace(APP_PRELOAD, '');
}

/** Whether the document has the empty #root a rendered page goes into. */
export function hasEmptyRoot(indexHtml: string): boolean {
  return indexHtml.includes(EMPTY_ROOT);
}

/** `indexHtml` with `html` inside #root, followed by the JSON data scripts the client reads. */
export function withRenderedRoot(
  indexHtml: string,
  { html, dataScripts }: { html: string; dataScripts: string[] },
): string {
  return indexHtml.replace(EMPTY_ROOT, () => `<div id="root">${html}</div>${dataScripts.join('')}`);
}

/** The data scripts of a rendered page: its texts, its query cache, the values it formatted. */
export function pageDataScripts(page: ServerRenderedPage): string[] {
  return [
    ...(Object.keys(page.texts).length > 0 ? [jsonDataScript(page.textsId, page.texts)] : []),
    jsonDataScript(page.stateId, page.state),
    ...(Object.keys(page.formats).length > 0 ? [jsonDataScript(page.formatsId, page.formats)] : []),
  ];
}
