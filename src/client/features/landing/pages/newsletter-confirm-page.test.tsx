import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GUEST_SESSION,
  bodyOf,
  deferred,
  jsonResponse,
  renderApp,
  stubApi,
} from '../../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'kY3mZ0pQ9vX2rT5wB8nD1fH4jL7sA6cE0gI3oU9yR2t';
const INVALID = 'This confirmation link is invalid or has expired. Please subscribe again.';

describe('newsletter confirmation page', () => {
  it('confirms only when the reader presses the button, then says so', async () => {
    const answer = deferred<Response>();
    const api = stubApi({
      ...GUEST_SESSION,
      'POST /api/newsletter/confirm': () => answer.promise,
    });
    const { user } = renderApp(`/newsletter/confirm?token=${TOKEN}`);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirm your subscription' }),
    ).toBeVisible();
    expect(document.title).toBe('Confirm your subscription · HireReady');
    expect(api.requestsTo('POST /api/newsletter/confirm')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(screen.getByRole('button', { name: 'Confirming…' })).toBeDisabled();
    answer.resolve(jsonResponse({ confirmed: true, alreadyConfirmed: false }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your subscription is confirmed.');
    expect(screen.queryByRole('button', { name: /Confirm/ })).not.toBeInTheDocument();
    const [request] = api.requestsTo('POST /api/newsletter/confirm');
    expect(bodyOf(request?.[1])).toEqual({ token: TOKEN });
    expect(api.unexpected).toEqual([]);
  });

  it('explains a used or expired link and leads back to the newsletter box', async () => {
    stubApi({
      ...GUEST_SESSION,
      'POST /api/newsletter/confirm': () =>
        jsonResponse({ error: { code: 'newsletter_link_invalid', message: INVALID } }, 400),
    });
    const { user } = renderApp(`/newsletter/confirm?token=${TOKEN}`);

    await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('link', { name: 'Subscribe again' })).toHaveAttribute(
      'href',
      '/#newsletter',
    );
    expect(screen.queryByRole('button', { name: 'Confirm subscription' })).not.toBeInTheDocument();
  });

  it('says a link without a token is invalid, without asking the server', () => {
    const api = stubApi(GUEST_SESSION);
    renderApp('/newsletter/confirm');

    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.queryByRole('button', { name: 'Confirm subscription' })).not.toBeInTheDocument();
    expect(api.requestsTo('POST /api/newsletter/confirm')).toHaveLength(0);
  });

  it('lets the reader try again when the server cannot be reached', async () => {
    stubApi({
      ...GUEST_SESSION,
      'POST /api/newsletter/confirm': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderApp(`/newsletter/confirm?token=${TOKEN}`);

    await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not confirm your subscription right now. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Confirm subscription' })).toBeEnabled();
  });

  it('says the address is already confirmed when the link is pressed again', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({
      ...GUEST_SESSION,
      'POST /api/newsletter/confirm': () =>
        jsonResponse({ confirmed: true, alreadyConfirmed: true }),
    });
    const { user } = renderApp(`/newsletter/confirm?token=${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Подтвердить подписку' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Этот адрес уже подтверждён: вы подписаны на рассылку.',
    );
    localStorage.removeItem('language');
  });

  it('speaks Russian for a Russian UI', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({
      ...GUEST_SESSION,
      'POST /api/newsletter/confirm': () =>
        jsonResponse({ confirmed: true, alreadyConfirmed: false }),
    });
    const { user } = renderApp(`/newsletter/confirm?token=${TOKEN}`);

    await user.click(screen.getByRole('button', { name: 'Подтвердить подписку' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Ваша подписка подтверждена.');
  });
});
