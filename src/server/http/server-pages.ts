import { matchPagePattern } from '../../shared/page-routes';
import { AppError } from '../app-error';
import type { Logger } from '../logger';

// The public pages the server knows more about than "send the app": each feature lists its own
// (blog-pages.ts, vacancy-pages.ts) and this layer only goes through the list.

/** A page's data as the server renders it, handed to the server-side render (client/prerender.tsx). */
export interface ServerPageData {
  kind: string;
}

export interface ServerPage {
  /** Its address, from src/shared/page-routes.ts (the client's router uses the same). */
  pattern: string;
  /** The client module of its route, whose chunks a link to it preloads (src/client/...). */
  clientModule: string;
  /**
   * The feature texts its route waits for, when the client's router names them (router.tsx):
   * only those are preloaded. Every namespace otherwise.
   */
  textNamespaces?: readonly string[];
  /** Its <head> tags for a shared link, or null for the app's generic head. */
  head?: (params: Record<string, string>) => Promise<string | null>;
  /** Its data, rendered on the server as a guest sees it; null leaves the page to the browser. */
  data?: (params: Record<string, string>) => Promise<ServerPageData | null>;
}

/**
 * `read` made once per request: a page's head and its data get the same params object for one
 * request (createServerPages().findPage), so both share one read of the row.
 */
export function readOncePerRequest<T>(
  read: (params: Record<string, string>) => Promise<T>,
): (params: Record<string, string>) => Promise<T> {
  const reads = new WeakMap<Record<string, string>, Promise<T>>();
  return (params) => {
    let pending = reads.get(params);
    if (!pending) {
      pending = read(params);
      reads.set(params, pending);
    }
    return pending;
  };
}

/** One request's page: its <head> tags for a shared link, and its data to render. */
export interface FoundPage {
  head: () => Promise<string | null>;
  data: () => Promise<ServerPageData | null>;
}

/** What the SPA routes ask about a path, answered from the features' pages. */
export function createServerPages(pages: readonly ServerPage[], logger: Logger) {
  const find = (path: string) => {
    for (const page of pages) {
      const params = matchPagePattern(page.pattern, path);
      if (params) return { page, params };
    }
    return null;
  };
  /** A failure must not take the page down: the plain app is served, and the failure logged. */
  const safely = async <T>(what: string, work: () => Promise<T | null>): Promise<T | null> => {
    try {
      return await work();
    } catch (error) {
      // Not found (or not visible to a guest) is the page's own business, not a failure.
      if (!(error instanceof AppError)) {
        logger.warn({ err: { message: (error as Error).message } }, `page ${what} failed`);
      }
      return null;
    }
  };
  return {
    /**
     * The page at `path`, found once for one request: its head and its data get the same params,
     * so a feature reads its row once for both (vacancy-pages.ts).
     */
    findPage: (path: string): FoundPage | null => {
      const found = find(path);
      if (!found) return null;
      const { page, params } = found;
      const { head, data } = page;
      return {
        head: () => (head ? safely('head', () => head(params)) : Promise.resolve(null)),
        data: () => (data ? safely('data', () => data(params)) : Promise.resolve(null)),
      };
    },
    findClientModule: (path: string) => find(path)?.page.clientModule ?? null,
    findTextNamespaces: (path: string) => find(path)?.page.textNamespaces ?? null,
  };
}
