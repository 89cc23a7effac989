import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, sessionUser, stubApi } from '../../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('signing out', () => {
  it('ends the session and returns to the landing page as a guest', async () => {
    const api = stubApi({
      'GET /api/session': () => jsonResponse({ user: sessionUser() }),
      'POST /api/auth/sign-out': () => jsonResponse({ signedOut: true }),
    });
    const { router, user } = renderApp('/dashboard');
    expect(await screen.findByText('Welcome, Anna')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(api.requestsTo('POST /api/auth/sign-out')).toHaveLength(1);
  });
});
