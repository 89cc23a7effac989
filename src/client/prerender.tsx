import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query';
import i18next, { type Resource } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { DEFAULT_LANGUAGE } from '../shared/constants';
import type { Language } from '../shared/language';
import { AppProviders } from './app-providers';
import { blogKeys } from './features/blog/api/blog-keys';
import type { PostDetail } from './features/blog/api/get-post';
import { jobBoardKeys } from './features/vacancies/api/job-board-keys';
import type { VacancyView } from './features/vacancies/api/get-vacancy';
import { i18nOptions } from './lib/i18n';
import { memoiseTranslations } from './lib/memoised-translations';
import { FIRST_PAINT_NAMESPACES } from './lib/load-i18n';
import {
  PRERENDERED_TEXTS_ID,
  SERVER_FORMATS_ID,
  SERVER_QUERY_STATE_ID,
} from './lib/prerendered-texts';
import { createQueryClient } from './lib/query-client';
import { recordFormats } from './lib/server-formats';
import { NAMESPACES, type Namespace, resources } from './lib/resources';
import { paths } from './paths';
import { routes } from './router';

// The server-side entry (vite.config.ts, ssr build). The landing page is rendered once at build
// time (scripts/prerender.ts); a blog post and a vacancy are rendered per request by the server
// (src/server/http/spa.ts) with the data it loaded. Either way the page paints before its
// scripts run and start-app.tsx hydrates it. The tree is start-app.tsx's, on a memory router: the
// session is unknown on both sides at first (no account links), so the first client render
// matches.

export interface PrerenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The document title the page sets for itself once it runs. */
  title: string;
  /**
   * The texts the first client render needs that the entry chunk does not bundle (all but
   * English), for a JSON script with id `textsId`; start-app.tsx hydrates with them.
   */
  texts: Resource;
  textsId: string;
}

export function renderLanding(language: Language): PrerenderedPage {
  const i18n = createServerI18n(language);
  const router = createMemoryRouter(routes, { initialEntries: [paths.home] });
  const html = renderApp({ i18n, queryClient: createQueryClient(), router });
  const title = i18n.t('documentTitle', { page: i18n.t('pageTitle', { ns: 'landing' }) });
  return { html, title, texts: firstPaintTexts(language, []), textsId: PRERENDERED_TEXTS_ID };
}

/**
 * What the server loaded for a page it renders, exactly as the API would answer a guest (the
 * same query the page's hook makes in the browser).
 */
export type ServerPageData =
  | { kind: 'blog-post'; identifier: string; body: { post: PostDetail } }
  | { kind: 'vacancy'; id: string; body: VacancyView };

export interface ServerRenderedPage {
  html: string;
  texts: Resource;
  textsId: string;
  /** The query cache with the page's data (TanStack Query's dehydrated state), for `stateId`. */
  state: DehydratedState;
  stateId: string;
  /** The dates and money the render formatted, by key (lib/server-formats.ts), for `formatsId`. */
  formats: Record<string, string>;
  formatsId: string;
}

/** Namespaces a page shows beyond the first paint's, for its texts in the page. */
const PAGE_NAMESPACES: Record<ServerPageData['kind'], Namespace[]> = {
  'blog-post': ['blog'],
  vacancy: ['vacancies'],
};

/** A blog post or a vacancy at `path` with its data, as a guest sees it in `language`. */
export async function renderPage(options: {
  path: string;
  language: Language;
  data: ServerPageData;
}): Promise<ServerRenderedPage> {
  const { data, language } = options;
  const queryClient = createQueryClient();
  if (data.kind === 'blog-post')
    queryClient.setQueryData(blogKeys.post(data.identifier), data.body);
  else queryClient.setQueryData(jobBoardKeys.vacancy(data.id), data.body);
  const router = createMemoryRouter(await routesFor(data.kind, options.path), {
    initialEntries: [options.path],
  });
  const { result: html, formats } = recordFormats(() =>
    renderApp({ i18n: sharedServerI18n(language), queryClient, router }),
  );
  const state = dehydrate(queryClient);
  queryClient.clear();
  return {
    html,
    texts: firstPaintTexts(language, PAGE_NAMESPACES[data.kind]),
    textsId: PRERENDERED_TEXTS_ID,
    state,
    stateId: SERVER_QUERY_STATE_ID,
    formats,
    formatsId: SERVER_FORMATS_ID,
  };
}

function createServerI18n(language: Language) {
  const i18n = i18next.createInstance();
  void i18n.init({ ...i18nOptions(language), resources, ns: NAMESPACES, initAsync: false });
  return i18n;
}

// Per request, a new i18next instance with every namespace and the route table rebuilt cost more
// CPU than the page itself (issue 36). A render only reads them (renderToString is synchronous,
// so two renders never interleave), so each language's instance and each page kind's table are
// made once and shared.
const serverI18n = new Map<Language, ReturnType<typeof createServerI18n>>();

/**
 * The language's instance, seen through an object that inherits everything from it and owns
 * only its getFixedT: react-i18next copies the own properties of the instance it is given for
 * every component that translates (about 40, 22 µs each time, a sixth of a page's CPU); a render
 * only reads, so the view reads the same instance. Its texts never change, so a text asked for by
 * its key alone is kept after its first translation (memoised-translations.ts).
 */
function sharedServerI18n(language: Language): ReturnType<typeof createServerI18n> {
  let i18n = serverI18n.get(language);
  if (!i18n) {
    i18n = memoiseTranslations(
      Object.create(createServerI18n(language)) as ReturnType<typeof createServerI18n>,
    );
    serverI18n.set(language, i18n);
  }
  return i18n;
}

const routesByKind = new Map<ServerPageData['kind'], Promise<RouteObject[]>>();

/** The route table with `kind`'s page loaded; every path of one kind matches the same branch. */
function routesFor(kind: ServerPageData['kind'], path: string): Promise<RouteObject[]> {
  let table = routesByKind.get(kind);
  if (!table) {
    table = withMatchedPagesLoaded(routes, path);
    // A failed load is tried again by the next request, not remembered.
    table.catch(() => routesByKind.delete(kind));
    routesByKind.set(kind, table);
  }
  return table;
}

function renderApp(options: {
  i18n: ReturnType<typeof createServerI18n>;
  queryClient: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
}): string {
  return renderToString(
    <StrictMode>
      <AppProviders i18n={options.i18n} queryClient={options.queryClient}>
        <RouterProvider router={options.router} />
      </AppProviders>
    </StrictMode>,
  );
}

/** English ships with the entry chunk; any other language brings the texts the page shows. */
function firstPaintTexts(language: Language, pageNamespaces: Namespace[]): Resource {
  if (language === DEFAULT_LANGUAGE) return {};
  const namespaces = [...FIRST_PAINT_NAMESPACES, ...pageNamespaces];
  return {
    [language]: Object.fromEntries(
      namespaces.map((namespace) => [namespace, resources[language][namespace]]),
    ),
  };
}

/**
 * The route table of `path`'s branch alone, its lazy pages already loaded: a memory router
 * renders a lazy route only after it has loaded it, and renderToString does not wait. The server
 * imports only the pages it renders.
 */
async function withMatchedPagesLoaded(table: RouteObject[], path: string): Promise<RouteObject[]> {
  const matched = new Set((matchRoutes(table, path) ?? []).map((match) => match.route));
  // Only the matched branch: the router ranks every route of its table on each render, and the
  // page links to others by address, which needs no route (issue 36: a third of a page's CPU).
  const load = (list: RouteObject[]): Promise<RouteObject[]> =>
    Promise.all(
      list
        .filter((route) => matched.has(route))
        .map(async (route): Promise<RouteObject> => {
          const children = route.children ? await load(route.children) : undefined;
          const { lazy, ...rest } = route;
          const loaded = typeof lazy === 'function' ? await lazy() : {};
          return { ...rest, ...loaded, ...(children ? { children } : {}) } as RouteObject;
        }),
    );
  return load(table);
}
