import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { APP_PAGE_PATTERNS } from '../shared/page-routes';
import { routes } from './router';
import { GUEST_SESSION, renderApp, stubApi } from './testing/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('routes', () => {
  it('sends the old /login address to sign-in', async () => {
    stubApi(GUEST_SESSION);
    const { router } = renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('has a page at every address the server answers with 200, and at no other', () => {
    const pathsOf = (table: RouteObject[]): string[] =>
      table.flatMap((route) => [
        ...(route.path && route.path !== '*' ? [route.path] : []),
        ...pathsOf(route.children ?? []),
      ]);
    expect([...pathsOf(routes)].sort()).toEqual([...APP_PAGE_PATTERNS].sort());
  });

  it('shows a translated 404 page for an unknown address', () => {
    localStorage.setItem('language', 'ru');
    stubApi(GUEST_SESSION);
    renderApp('/no-such-page');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Мы не нашли эту страницу' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Перейти на главную' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Страница не найдена · HireReady');
  });

  it('shows the unprotected dashboard home to guests, greeting "User"', async () => {
    stubApi(GUEST_SESSION);
    renderApp('/dashboardPage');

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await screen.findByText('Welcome, User')).toBeVisible();
    expect(screen.getByRole('link', { name: /Resume Builder/ })).toHaveAttribute(
      'href',
      '/dashboard/resume-creator',
    );
  });

  it('points the contact page to the feedback form, not to invented addresses', () => {
    stubApi(GUEST_SESSION);
    renderApp('/contact');

    expect(screen.getByRole('link', { name: 'Open the feedback form' })).toHaveAttribute(
      'href',
      '/#feedback',
    );
    expect(screen.getByText(/GitHub/)).toBeVisible();
    expect(document.body).not.toHaveTextContent(/@|\+\d/);
  });
});
