import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app-providers';
import { flushRouterUpdate } from './lib/flush-router-update';
import { createI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { routes } from './router';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element.');

const router = createBrowserRouter(routes);

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders i18n={createI18n()} queryClient={createQueryClient()}>
      <RouterProvider router={router} flushSync={flushRouterUpdate} />
    </AppProviders>
  </StrictMode>,
);
