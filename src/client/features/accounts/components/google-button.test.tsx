import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GOOGLE_SIGN_IN_OFF,
  GUEST_SESSION,
  jsonResponse,
  renderApp,
  stubApi,
} from '../../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('Google buttons', () => {
  it.each([
    ['/signin', 'Sign in with Google'],
    ['/signup', 'Sign up with Google'],
  ])('on %s are disabled with a note when the server has no Google sign-in', async (path, name) => {
    stubApi({ ...GUEST_SESSION, ...GOOGLE_SIGN_IN_OFF });
    renderApp(path);

    const note = await screen.findByText('Google sign-in is not configured on this server.');
    expect(note).toBeVisible();
    const button = screen.getByRole('button', { name });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(note.textContent);
  });

  it('explain themselves in Russian', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({ ...GUEST_SESSION, ...GOOGLE_SIGN_IN_OFF });
    renderApp('/signup');

    expect(await screen.findByText('Вход через Google на этом сервере не настроен.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Зарегистрироваться через Google' })).toBeDisabled();
  });

  it('are enabled when the server offers Google sign-in', async () => {
    stubApi({ ...GUEST_SESSION, 'GET /api/config': () => jsonResponse({ googleSignIn: true }) });
    renderApp('/signin');

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled(),
    );
    expect(
      screen.queryByText('Google sign-in is not configured on this server.'),
    ).not.toBeInTheDocument();
  });

  it('stay disabled, saying so, when the configuration cannot be loaded', async () => {
    stubApi({ ...GUEST_SESSION, 'GET /api/config': () => new Response(null, { status: 500 }) });
    renderApp('/signin');

    expect(
      await screen.findByText(
        'Google sign-in is not available right now. Please use your email and password.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
    // The email form still works.
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
