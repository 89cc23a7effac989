// The app itself, imported by main.tsx once the browser has painted what the HTML brought.
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import type { Resource } from 'i18next';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter, RouterProvider } from 'react-router';
import { parseLanguage } from '../shared/language';
import { AppProviders } from './app-providers';
import { flushRouterUpdate } from './lib/flush-router-update';
import { FollowLanguageChoice } from './lib/follow-language-choice';
import { readLanguageChoice, readStartLanguage, rememberLanguageInCookie } from './lib/i18n';
import { startI18n } from './lib/load-i18n';
import {
  PRERENDERED_TEXTS_ID,
  SERVER_FORMATS_ID,
  SERVER_QUERY_STATE_ID,
} from './lib/prerendered-texts';
import { prefetchOnIntent } from './lib/prefetch-on-intent';
import { createQueryClient } from './lib/query-client';
import { keepServerFormats } from './lib/server-formats';
import { routes } from './router';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element.');

// The app's modules were evaluated in this task. A page that is already on screen starts the app
// (texts, the router, which starts loading the first route's chunks) in the next one, so that
// neither task blocks input for long (Lighthouse's Total Blocking Time).
const isPrerendered = rootElement.hasChildNodes();
if (isPrerendered) await new Promise((resolve) => setTimeout(resolve));

const choice = readLanguageChoice();
if (choice) rememberLanguageInCookie(choice);

// The server sends the landing page already rendered (scripts/prerender.ts), and a blog post or a
// vacancy rendered per request with its data (src/server/http/spa.ts), in the language of
// <html lang>, with that language's first-paint texts if they are not in this chunk. The first
// render must produce the same markup, so it uses that language and the server's data, and a
// stored choice that differs follows after hydration. Until it is done, the controls whose input
// would be lost stay disabled (useIsHydrated).
const prerenderedLanguage = parseLanguage(document.documentElement.lang);
const { i18n, ready } = isPrerendered
  ? startI18n(prerenderedLanguage, readJsonScript<Resource>(PRERENDERED_TEXTS_ID) ?? {})
  : startI18n(readStartLanguage());
const queryClient = createQueryClient();
const serverState = readJsonScript<DehydratedState>(SERVER_QUERY_STATE_ID);
if (serverState) hydrate(queryClient, serverState);
keepServerFormats(readJsonScript<Record<string, unknown>>(SERVER_FORMATS_ID) ?? {});
const router = createBrowserRouter(routes);
prefetchOnIntent(routes);

const app = (
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} flushSync={flushRouterUpdate} />
      {isPrerendered && choice && choice !== prerenderedLanguage ? (
        <FollowLanguageChoice i18n={i18n} language={choice} />
      ) : null}
    </AppProviders>
  </StrictMode>
);

if (isPrerendered) {
  // A post's or a vacancy's page is a lazy route: its chunk (and its texts) must be in before the
  // first render, or that render would not be the page the HTML shows. The landing page is not
  // lazy, so it hydrates at once.
  await whenInitialized(router);
  // As a transition, hydration works in short slices and lets the browser answer input between
  // them, instead of one long task (Lighthouse's Total Blocking Time).
  startTransition(() => {
    hydrateRoot(rootElement, app);
  });
} else {
  // Texts first (English for the landing page is in this chunk, so usually no request at all),
  // then the router, which loads the first route's chunk before it renders.
  await ready;
  createRoot(rootElement).render(app);
}

/** The data a JSON script of the page holds, or null when the page has none. */
function readJsonScript<T>(id: string): T | null {
  const json = document.getElementById(id)?.textContent;
  return json ? (JSON.parse(json) as T) : null;
}

/** Resolves once the router has loaded the lazy routes of the first location. */
function whenInitialized(dataRouter: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (dataRouter.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = dataRouter.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
