import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bodyOf,
  deferred,
  GOOGLE_SIGN_IN_OFF,
  GUEST_SESSION,
  jsonResponse,
  renderApp,
  stubApi,
} from '../../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'tok_123';
/** The page asks whether the link still works before offering a new password. */
const CHECK = `GET /api/auth/password-reset/check?token=${TOKEN}`;
const USABLE = { [CHECK]: () => jsonResponse({ isUsable: true }) };

describe('reset-password page, asking for the email', () => {
  it('sends the email and says to check the inbox, keeping the address visible', async () => {
    const answer = deferred<Response>();
    const api = stubApi({
      ...GUEST_SESSION,
      'POST /api/auth/password-reset-request': () => answer.promise,
    });
    const { user } = renderApp('/reset-password');

    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/signin',
    );
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    await user.type(email, 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    answer.resolve(jsonResponse({ sent: true }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Check your inbox for further instructions',
    );
    expect(email).toHaveValue('anna@example.com');
    expect(bodyOf(api.requestsTo('POST /api/auth/password-reset-request')[0]?.[1])).toEqual({
      email: 'anna@example.com',
    });
  });

  it('says so in Russian', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({
      ...GUEST_SESSION,
      'POST /api/auth/password-reset-request': () => jsonResponse({ sent: true }),
    });
    const { user } = renderApp('/reset-password');

    expect(screen.getByRole('heading', { level: 1, name: 'Сбросьте пароль' })).toBeVisible();
    await user.type(screen.getByLabelText('Адрес электронной почты'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Сбросить пароль' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Проверьте почту: мы отправили дальнейшие инструкции',
    );
  });

  it("says 'Failed to reset password' when sending fails", async () => {
    stubApi({
      ...GUEST_SESSION,
      'POST /api/auth/password-reset-request': () => new Response(null, { status: 503 }),
    });
    const { user } = renderApp('/reset-password');

    await user.type(screen.getByLabelText('Email address'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reset password');
    expect(screen.getByLabelText('Email address')).toHaveValue('anna@example.com');
  });

  it('refuses an invalid address before sending', async () => {
    const api = stubApi(GUEST_SESSION);
    const { user } = renderApp('/reset-password');

    await user.type(screen.getByLabelText('Email address'), 'anna@');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Invalid email address',
    );
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(api.requestsTo('POST /api/auth/password-reset-request')).toHaveLength(0);
  });
});

describe('reset-password page, from the emailed link', () => {
  async function choose(
    user: ReturnType<typeof renderApp>['user'],
    password: string,
    confirmation = password,
  ) {
    // The form comes once the server says the link still works.
    await user.type(await screen.findByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm password'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
  }

  it('says at once that a used or expired link is spent, and offers to send a new one', async () => {
    stubApi({
      ...GUEST_SESSION,
      [CHECK]: () => jsonResponse({ isUsable: false }),
      'POST /api/auth/password-reset-request': () => jsonResponse({ sent: true }),
    });
    renderApp(`/reset-password?token=${TOKEN}`);
    expect(
      await screen.findByText(
        'This reset link has been used or has expired. Enter your email and we will send you a new one.',
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeVisible();
  });

  it('says so in Russian', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({ ...GUEST_SESSION, [CHECK]: () => jsonResponse({ isUsable: false }) });
    renderApp(`/reset-password?token=${TOKEN}`);
    expect(
      await screen.findByText(/Эта ссылка для сброса пароля уже использована или истекла/),
    ).toBeVisible();
    localStorage.removeItem('language');
  });

  it('sets the new password, then offers sign-in with a notice', async () => {
    const api = stubApi({
      ...GUEST_SESSION,
      ...USABLE,
      ...GOOGLE_SIGN_IN_OFF,
      'POST /api/auth/password-reset': () => jsonResponse({ reset: true }),
    });
    const { router, user } = renderApp(`/reset-password?token=${TOKEN}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    expect(await screen.findByLabelText('New password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await choose(user, 'a new secret');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed. You can now sign in with it.',
    );
    expect(bodyOf(api.requestsTo('POST /api/auth/password-reset')[0]?.[1])).toEqual({
      token: TOKEN,
      password: 'a new secret',
    });

    await user.click(screen.getByRole('link', { name: 'Sign in' }));

    expect(router.state.location.pathname).toBe('/signin');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed. Sign in with your new password.',
    );
  });

  it('shows a mismatch before sending', async () => {
    const api = stubApi({ ...GUEST_SESSION, ...USABLE });
    const { user } = renderApp(`/reset-password?token=${TOKEN}`);

    await choose(user, 'a new secret', 'a new secrte');

    const confirmation = screen.getByLabelText('Confirm password');
    expect(confirmation).toHaveAccessibleDescription('The passwords do not match.');
    expect(confirmation).toHaveFocus();
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('POST /api/auth/password-reset')).toHaveLength(0);
  });

  it('shows the mismatch in Russian', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({ ...GUEST_SESSION, ...USABLE });
    const { user } = renderApp(`/reset-password?token=${TOKEN}`);

    await user.type(await screen.findByLabelText('Новый пароль'), 'a new secret');
    await user.type(screen.getByLabelText('Повторите пароль'), 'another one');
    await user.click(screen.getByRole('button', { name: 'Сохранить новый пароль' }));

    expect(screen.getByText('Пароли не совпадают.')).toBeVisible();
  });

  it('explains an invalid or expired link and links to a new email', async () => {
    const message = 'This reset link is invalid, used or expired. Please request a new one.';
    stubApi({
      ...GUEST_SESSION,
      ...USABLE,
      'POST /api/auth/password-reset': () =>
        jsonResponse({ error: { code: 'reset_token_invalid', message } }, 400),
    });
    const { router, user } = renderApp(`/reset-password?token=${TOKEN}`);

    await choose(user, 'a new secret');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('link', { name: 'Request a new email' }));

    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeVisible();
  });

  it("shows the server's refusal of a weak new password on that field", async () => {
    const message = 'Password should be at least 6 characters';
    stubApi({
      ...GUEST_SESSION,
      ...USABLE,
      'POST /api/auth/password-reset': () =>
        jsonResponse({ error: { code: 'weak_password', message } }, 400),
    });
    const { user } = renderApp(`/reset-password?token=${TOKEN}`);

    await choose(user, 'abcdef');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('link', { name: 'Request a new email' })).not.toBeInTheDocument();
  });
});
