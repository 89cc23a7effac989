import i18next, { type Resource } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DEFAULT_LANGUAGE } from '../shared/constants';
import type { Language } from '../shared/language';
import { AppProviders } from './app-providers';
import { i18nOptions } from './lib/i18n';
import { FIRST_PAINT_NAMESPACES } from './lib/load-i18n';
import { PRERENDERED_TEXTS_ID } from './lib/prerendered-texts';
import { createQueryClient } from './lib/query-client';
import { NAMESPACES, resources } from './lib/resources';
import { paths } from './paths';
import { routes } from './router';

// The server-side entry (vite.config.ts, ssr build): the landing page as HTML, rendered once at
// build time by scripts/prerender.ts, so the page paints before its scripts run; main.tsx then
// hydrates it. The tree is main.tsx's, on a memory router at `/`: the session is unknown on both
// sides at first (no account links), so the first client render matches.

export interface PrerenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The document title the page sets for itself once it runs. */
  title: string;
  /**
   * The texts the first client render needs that the entry chunk does not bundle (all but
   * English), for a JSON script with id `textsId`; main.tsx hydrates with them at once.
   */
  texts: Resource;
  textsId: string;
}

export function renderLanding(language: Language): PrerenderedPage {
  const i18n = i18next.createInstance();
  void i18n.init({ ...i18nOptions(language), resources, ns: NAMESPACES, initAsync: false });
  const router = createMemoryRouter(routes, { initialEntries: [paths.home] });
  const html = renderToString(
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  const title = i18n.t('documentTitle', { page: i18n.t('pageTitle', { ns: 'landing' }) });
  const texts: Resource =
    language === DEFAULT_LANGUAGE
      ? {}
      : {
          [language]: Object.fromEntries(
            FIRST_PAINT_NAMESPACES.map((namespace) => [namespace, resources[language][namespace]]),
          ),
        };
  return { html, title, texts, textsId: PRERENDERED_TEXTS_ID };
}
