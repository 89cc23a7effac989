import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deferred,
  jsonResponse,
  renderApp,
  sessionUser,
  stubApi,
} from '../../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('protected pages', () => {
  it('show "Loading…" until the session is known, then send guests to sign-in', async () => {
    const session = deferred<Response>();
    stubApi({ 'GET /api/session': () => session.promise });
    const { router } = renderApp('/new-interview');

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(
      screen.queryByRole('heading', { name: 'Start a practice interview' }),
    ).not.toBeInTheDocument();

    session.resolve(jsonResponse({ user: null }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/new-interview' } });
  });

  it('render for a signed-in user, greeting them by name in the dashboard', async () => {
    stubApi({
      'GET /api/session': () => jsonResponse({ user: sessionUser({ name: 'Anna' }) }),
      'GET /api/saved-jobs?filter=all&sort=date': () => jsonResponse({ savedJobs: [] }),
    });
    renderApp('/dashboard/saved-jobs');

    expect(await screen.findByRole('heading', { level: 1, name: 'Saved Jobs' })).toBeVisible();
    expect(screen.getByText('Welcome, Anna')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'No saved jobs' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Sign Out' })).not.toHaveLength(0);
    expect(document.title).toBe('Saved Jobs · HireReady');
  });

  it('greet "User" when the account has no name', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({
      'GET /api/session': () => jsonResponse({ user: sessionUser({ name: null }) }),
    });
    renderApp('/dashboard');

    expect(await screen.findByText('Добро пожаловать, Пользователь')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Панель управления' })).toBeVisible();
  });

  it('offer a retry instead of signing the user out when the session check fails', async () => {
    let isServerUp = false;
    stubApi({
      'GET /api/session': () =>
        isServerUp
          ? jsonResponse({ user: null })
          : Promise.reject(new TypeError('Failed to fetch')),
    });
    const { router, user } = renderApp('/dashboard');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not check whether you are signed in.',
    );
    expect(router.state.location.pathname).toBe('/dashboard');

    isServerUp = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });
});
