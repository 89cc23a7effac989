// The app itself, imported by main.tsx once the browser has painted what the HTML brought.
import type { Resource } from 'i18next';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { parseLanguage } from '../shared/language';
import { AppProviders } from './app-providers';
import { flushRouterUpdate } from './lib/flush-router-update';
import { FollowLanguageChoice } from './lib/follow-language-choice';
import { readLanguageChoice, readStartLanguage, rememberLanguageInCookie } from './lib/i18n';
import { startI18n } from './lib/load-i18n';
import { PRERENDERED_TEXTS_ID } from './lib/prerendered-texts';
import { createQueryClient } from './lib/query-client';
import { routes } from './router';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element.');

const choice = readLanguageChoice();
if (choice) rememberLanguageInCookie(choice);

// The server sends the landing page already rendered (scripts/prerender.ts), in the language of
// <html lang>, with that language's first-paint texts if they are not in this chunk. The first
// render must produce the same markup, so it uses that language, and a stored choice that differs
// follows after hydration. Its texts are all at hand (no await): hydration starts as soon as this
// module runs. Until it is done, the controls whose input would be lost stay disabled
// (useIsHydrated).
const isPrerendered = rootElement.hasChildNodes();
const prerenderedLanguage = parseLanguage(document.documentElement.lang);
const { i18n, ready } = isPrerendered
  ? startI18n(prerenderedLanguage, readPrerenderedTexts())
  : startI18n(readStartLanguage());
const router = createBrowserRouter(routes);

const app = (
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} flushSync={flushRouterUpdate} />
      {isPrerendered && choice && choice !== prerenderedLanguage ? (
        <FollowLanguageChoice i18n={i18n} language={choice} />
      ) : null}
    </AppProviders>
  </StrictMode>
);

if (isPrerendered) {
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

function readPrerenderedTexts(): Resource {
  const json = document.getElementById(PRERENDERED_TEXTS_ID)?.textContent;
  return json ? (JSON.parse(json) as Resource) : {};
}
