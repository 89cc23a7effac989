// First, before any module that may load zod.
import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app-providers';
import { flushRouterUpdate } from './lib/flush-router-update';
import { loadI18n } from './lib/load-i18n';
import { createQueryClient } from './lib/query-client';
import { routes } from './router';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element.');

// Texts first (English for the landing page is in this chunk, so usually no request at all),
// then the router, which loads the first route's chunk before it renders.
const i18n = await loadI18n();
const router = createBrowserRouter(routes);

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} flushSync={flushRouterUpdate} />
    </AppProviders>
  </StrictMode>,
);
