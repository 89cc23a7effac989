import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bodyOf,
  deferred,
  GOOGLE_SIGN_IN_OFF,
  jsonResponse,
  renderApp,
  sessionUser,
  stubApi,
} from '../../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

/** A server where signing in works for anna@example.com, and the session follows. */
function stubSignInServer(signIn: () => Response | Promise<Response>) {
  let user: ReturnType<typeof sessionUser> | null = null;
  return stubApi({
    ...GOOGLE_SIGN_IN_OFF,
    'GET /api/session': () => jsonResponse({ user }),
    'POST /api/auth/sign-in': async () => {
      const answer = await signIn();
      if (answer.ok) user = sessionUser();
      return answer;
    },
  });
}

async function signInAs(
  user: ReturnType<typeof renderApp>['user'],
  credentials = { email: 'Anna@Example.com', password: 'correct horse' },
) {
  await user.type(screen.getByLabelText('Email'), credentials.email);
  await user.type(screen.getByLabelText('Password'), credentials.password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in page', () => {
  it('signs in, goes to the dashboard and greets the user by name', async () => {
    const answer = deferred<Response>();
    const api = stubSignInServer(() => answer.promise);
    const { router, user } = renderApp('/signin');

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await signInAs(user);

    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    answer.resolve(jsonResponse({ user: sessionUser() }));

    expect(await screen.findByText('Welcome, Anna')).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(bodyOf(api.requestsTo('POST /api/auth/sign-in')[0]?.[1])).toEqual({
      email: 'anna@example.com',
      password: 'correct horse',
    });
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  it('returns to the protected page the user was sent away from', async () => {
    stubSignInServer(() => jsonResponse({ user: sessionUser() }));
    const { router, user } = renderApp('/new-interview?draft=1');

    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    await signInAs(user);

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/new-interview'));
    expect(router.state.location.search).toBe('?draft=1');
  });

  it('keeps the job a guest wanted to practise for across signing in', async () => {
    stubSignInServer(() => jsonResponse({ user: sessionUser() }));
    const prefill = { jobTitle: 'Data Analyst', jobDescription: 'SQL and Tableau dashboards.' };
    const { user } = renderApp({ pathname: '/new-interview', state: { prefill } });

    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    await signInAs(user);

    expect(await screen.findByLabelText('Job Title')).toHaveValue('Data Analyst');
    expect(screen.getByLabelText(/Job Description/)).toHaveValue('SQL and Tableau dashboards.');
  });

  it("shows 'Failed to sign in' for wrong credentials and keeps what was typed", async () => {
    stubSignInServer(() =>
      jsonResponse({ error: { code: 'sign_in_failed', message: 'Failed to sign in' } }, 401),
    );
    const { router, user } = renderApp('/signin');

    await signInAs(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign in');
    expect(screen.getByLabelText('Email')).toHaveValue('Anna@Example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('correct horse');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/signin');
  });

  it("shows the server's rate-limit message", async () => {
    const message = 'Too many requests. Please wait a moment and try again.';
    stubSignInServer(() => jsonResponse({ error: { code: 'rate_limited', message } }, 429));
    const { user } = renderApp('/signin');

    await signInAs(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("says 'Failed to sign in' when the server cannot be reached", async () => {
    stubSignInServer(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderApp('/signin');

    await signInAs(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign in');
    expect(screen.getByLabelText('Email')).toHaveValue('Anna@Example.com');
  });

  it('asks for the missing fields before sending, focusing the first one', async () => {
    const api = stubSignInServer(() => jsonResponse({ user: sessionUser() }));
    const { user } = renderApp('/signin');

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please enter your password.',
    );
    expect(api.requestsTo('POST /api/auth/sign-in')).toHaveLength(0);

    await user.type(email, 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(email).toHaveAccessibleDescription('Invalid email address');
    expect(api.requestsTo('POST /api/auth/sign-in')).toHaveLength(0);
  });

  it('is shown in Russian', async () => {
    localStorage.setItem('language', 'ru');
    stubSignInServer(() => jsonResponse({ user: sessionUser() }));
    renderApp('/signin');

    expect(screen.getByRole('heading', { level: 1, name: 'С возвращением' })).toBeVisible();
    expect(screen.getByLabelText('Электронная почта')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Пароль')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Забыли пароль?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeVisible();
    expect(await screen.findByText('Вход через Google на этом сервере не настроен.')).toBeVisible();
    expect(document.title).toBe('Вход · HireReady');
  });
});
