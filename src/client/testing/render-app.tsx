import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type InitialEntry, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { SessionUser } from '../../shared/schemas/session';
import { formatSseEvent } from '../../shared/sse';
import { AppProviders } from '../app-providers';
import { flushRouterUpdate } from '../lib/flush-router-update';
import { createI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { loadAllRoutes } from '../router';

// Every lazy route loaded up front, so a test sees a page on the first render, as a visitor does
// once the route's chunk has arrived.
const routes = await loadAllRoutes();

/**
 * Renders the whole app (all routes, real providers) at `path`, as the browser would; a path
 * with router state (`{ pathname, state }`) is a page opened by a link that carried some.
 */
export function renderApp(
  path: InitialEntry = '/',
  options: {
    /** Fills the query cache first, as the data a page the server rendered brings along. */
    withServerData?: (queryClient: QueryClient) => void;
  } = {},
) {
  // jsdom cannot scroll; React Router's ScrollRestoration calls this on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const i18n = createI18n();
  const queryClient = createQueryClient({ retry: false });
  options.withServerData?.(queryClient);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  render(
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} flushSync={flushRouterUpdate} />
    </AppProviders>,
  );
  return { router, i18n, user };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A text/event-stream answer whose events a test sends one at a time, as a server would. */
export function eventStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send(event: string, data: unknown) {
      controller?.enqueue(encoder.encode(formatSseEvent(event, data)));
    },
    close() {
      controller?.close();
    },
    /** The connection drops midway. */
    drop() {
      controller?.error(new TypeError('network error'));
    },
  };
}

/** A whole event stream at once: each [event, data] pair, then the end. */
export function eventStreamResponse(events: Array<[string, unknown]>): Response {
  const stream = eventStream();
  for (const [event, data] of events) stream.send(event, data);
  stream.close();
  return stream.response;
}

type Handler = (init: RequestInit) => Response | Promise<Response>;

/**
 * Replaces fetch with answers keyed by "METHOD /path". A request nobody expected gets a 599 and
 * is listed in `unexpected`, so tests can assert no stray calls were made.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const unexpected: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path =
      typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const key = `${init.method ?? 'GET'} ${path}`;
    const handler = handlers[key];
    if (handler) return handler(init);
    unexpected.push(key);
    return new Response(null, { status: 599 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const requestsTo = (key: string) =>
    fetchMock.mock.calls.filter(
      ([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key,
    );
  return { fetchMock, unexpected, requestsTo };
}

export const GUEST_SESSION = { 'GET /api/session': () => jsonResponse({ user: null }) };

/** What GET /api/config answers on a server without Google sign-in (the default). */
export const GOOGLE_SIGN_IN_OFF = {
  'GET /api/config': () => jsonResponse({ googleSignIn: false }),
};

/** A signed-in user as the server describes one. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    email: 'anna@example.com',
    name: 'Anna',
    country: null,
    linkedIn: null,
    createdAt: '2025-01-15T10:00:00.000Z',
    isAdmin: false,
    ...overrides,
  };
}

/** The JSON body a stubbed request was sent with. */
export function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body));
}

/** A promise the test settles by hand, to look at the screen while a request is running. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
