import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GOOGLE_SIGN_IN_OFF,
  GUEST_SESSION,
  jsonResponse,
  renderApp,
  sessionUser,
  stubApi,
} from '../../../testing/render-app';
import { GOOGLE_RESULT_MESSAGE } from '../api/google-sign-in';

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

  describe('when Google sign-in is offered', () => {
    const GOOGLE_ON = { 'GET /api/config': () => jsonResponse({ googleSignIn: true }) };

    async function clickGoogle() {
      const button = screen.getByRole('button', { name: 'Sign in with Google' });
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.click(button);
    }

    it('says the popup was blocked, and offers to continue in this window', async () => {
      vi.spyOn(window, 'open').mockReturnValue(null);
      stubApi({ ...GUEST_SESSION, ...GOOGLE_ON });
      renderApp('/signin');
      await clickGoogle();
      expect(await screen.findByText('Popup was blocked by the browser')).toBeVisible();
      expect(
        screen.getByRole('button', { name: 'Continue with Google in this window' }),
      ).toBeVisible();
    });

    it('says sign-in was cancelled when the popup is closed without an answer', async () => {
      const popup = { closed: false } as Window;
      vi.spyOn(window, 'open').mockReturnValue(popup);
      stubApi({ ...GUEST_SESSION, ...GOOGLE_ON });
      renderApp('/signin');
      await clickGoogle();
      expect(
        screen.getByRole('button', { name: 'Finish signing in in the Google window…' }),
      ).toBeDisabled();
      (popup as { closed: boolean }).closed = true;
      expect(await screen.findByText('Sign in was cancelled', {}, { timeout: 3000 })).toBeVisible();
    });

    it('explains a Google answer that could not join an existing account', async () => {
      vi.spyOn(window, 'open').mockReturnValue({ closed: false } as Window);
      stubApi({ ...GUEST_SESSION, ...GOOGLE_ON });
      renderApp('/signin');
      await clickGoogle();
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            origin: window.location.origin,
            data: { type: GOOGLE_RESULT_MESSAGE, error: 'account_not_linked' },
          }),
        );
      });
      expect(
        await screen.findByText(
          'An account with this email already exists. Sign in with your email and password.',
        ),
      ).toBeVisible();
    });

    it("says 'Failed to sign in with Google' for any other answer", async () => {
      vi.spyOn(window, 'open').mockReturnValue({ closed: false } as Window);
      stubApi({ ...GUEST_SESSION, ...GOOGLE_ON });
      renderApp('/signin');
      await clickGoogle();
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            origin: window.location.origin,
            data: { type: GOOGLE_RESULT_MESSAGE, error: 'access_denied' },
          }),
        );
      });
      expect(await screen.findByText('Failed to sign in with Google')).toBeVisible();
    });

    it('goes to the dashboard once the popup reports success', async () => {
      vi.spyOn(window, 'open').mockReturnValue({ closed: false } as Window);
      let isSignedIn = false;
      stubApi({
        ...GOOGLE_ON,
        'GET /api/session': () =>
          jsonResponse({ user: isSignedIn ? sessionUser({ name: 'Linus' }) : null }),
      });
      renderApp('/signin');
      await clickGoogle();
      isSignedIn = true;
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            origin: window.location.origin,
            data: { type: GOOGLE_RESULT_MESSAGE, error: null },
          }),
        );
      });
      expect(await screen.findByText('Welcome, Linus')).toBeVisible();
    });
  });
});
