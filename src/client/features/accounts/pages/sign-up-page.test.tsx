import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bodyOf,
  GOOGLE_SIGN_IN_OFF,
  GUEST_SESSION,
  jsonResponse,
  renderApp,
  sessionUser,
  stubApi,
} from '../../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

async function fillIn(
  user: ReturnType<typeof renderApp>['user'],
  values: { name?: string; email?: string; password?: string },
) {
  if (values.name) await user.type(screen.getByLabelText('Full name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email address'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

const ANNA = { name: 'Anna Petrova', email: 'anna@example.com', password: 'correct horse' };

describe('sign-up page', () => {
  it('creates the account and opens the dashboard, greeting the new user', async () => {
    const api = stubApi({
      ...GUEST_SESSION,
      ...GOOGLE_SIGN_IN_OFF,
      'POST /api/auth/sign-up': () =>
        jsonResponse({ user: sessionUser({ name: 'Anna Petrova' }) }, 201),
    });
    const { router, user } = renderApp('/signup');

    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 6 characters');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    await fillIn(user, ANNA);

    expect(await screen.findByText('Welcome, Anna Petrova')).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(bodyOf(api.requestsTo('POST /api/auth/sign-up')[0]?.[1])).toEqual(ANNA);
  });

  it('brings a guest sent to sign in from a page back to it after signing up instead', async () => {
    let isSignedUp = false;
    stubApi({
      ...GOOGLE_SIGN_IN_OFF,
      'GET /api/session': () =>
        jsonResponse({ user: isSignedUp ? sessionUser({ name: 'Anna Petrova' }) : null }),
      'POST /api/auth/sign-up': () => {
        isSignedUp = true;
        return jsonResponse({ user: sessionUser({ name: 'Anna Petrova' }) }, 201);
      },
      'GET /api/my/applications': () => jsonResponse({ applications: [] }),
    });
    const { router, user } = renderApp('/dashboard/applications');

    await user.click(await screen.findByRole('link', { name: 'Sign up' }));
    expect(router.state.location.pathname).toBe('/signup');
    await fillIn(user, ANNA);

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/applications'));
  });

  it('names every missing field before sending, focusing the first', async () => {
    const api = stubApi({ ...GUEST_SESSION, ...GOOGLE_SIGN_IN_OFF });
    const { user } = renderApp('/signup');

    await fillIn(user, {});

    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(
      'Please enter your full name.',
    );
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 6 characters Please enter your password.',
    );
    for (const label of ['Full name', 'Email address', 'Password']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(api.requestsTo('POST /api/auth/sign-up')).toHaveLength(0);
    expect(api.unexpected).toEqual([]);
  });

  it('refuses a short password before sending', async () => {
    const api = stubApi({ ...GUEST_SESSION, ...GOOGLE_SIGN_IN_OFF });
    const { user } = renderApp('/signup');

    await fillIn(user, { ...ANNA, password: '12345' });

    expect(screen.getByText('Password should be at least 6 characters')).toBeVisible();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('POST /api/auth/sign-up')).toHaveLength(0);
  });

  it("shows 'Email is already registered' on the email field and keeps the form", async () => {
    stubApi({
      ...GUEST_SESSION,
      ...GOOGLE_SIGN_IN_OFF,
      'POST /api/auth/sign-up': () =>
        jsonResponse(
          { error: { code: 'email_already_registered', message: 'Email is already registered' } },
          409,
        ),
    });
    const { router, user } = renderApp('/signup');

    await fillIn(user, ANNA);

    expect(await screen.findByRole('alert')).toHaveTextContent('Email is already registered');
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is already registered');
    expect(email).toHaveValue(ANNA.email);
    expect(screen.getByLabelText('Full name')).toHaveValue(ANNA.name);
    expect(router.state.location.pathname).toBe('/signup');
  });

  it("shows the server's refusal of a common password", async () => {
    const message =
      'This password is one of the most common and easy to guess. Please choose another.';
    stubApi({
      ...GUEST_SESSION,
      ...GOOGLE_SIGN_IN_OFF,
      'POST /api/auth/sign-up': () =>
        jsonResponse({ error: { code: 'common_password', message } }, 400),
    });
    const { user } = renderApp('/signup');

    await fillIn(user, { ...ANNA, password: 'password1' });

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it("says 'Failed to create an account' for anything else", async () => {
    stubApi({
      ...GUEST_SESSION,
      ...GOOGLE_SIGN_IN_OFF,
      'POST /api/auth/sign-up': () => new Response(null, { status: 500 }),
    });
    const { user } = renderApp('/signup');

    await fillIn(user, ANNA);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create an account');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });
});
