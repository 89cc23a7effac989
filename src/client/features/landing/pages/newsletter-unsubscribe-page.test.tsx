import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_SESSION, jsonResponse, renderApp, stubApi } from '../../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'Zt0q8Yw3nB6vK1xR4mP7sD2fG5hJ9lA0cE3iO6uQ8yT';
const PAGE = `/newsletter/unsubscribe?email=ada%40example.com&token=${TOKEN}`;
const UNSUBSCRIBE = `POST /api/newsletter/unsubscribe?email=ada%40example.com&token=${TOKEN}`;

describe('newsletter unsubscribe page', () => {
  it('changes nothing on opening, and unsubscribes when the reader presses the button', async () => {
    const api = stubApi({
      ...GUEST_SESSION,
      [UNSUBSCRIBE]: () => jsonResponse({ unsubscribed: true }),
    });
    const { user } = renderApp(PAGE);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' }),
    ).toBeVisible();
    expect(screen.getByText(/ada@example\.com/)).toBeVisible();
    expect(api.requestsTo(UNSUBSCRIBE)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are unsubscribed. You will not receive our newsletter any more.',
    );
    expect(api.requestsTo(UNSUBSCRIBE)).toHaveLength(1);
    expect(api.unexpected).toEqual([]);
  });

  it('explains a link the server refuses, with no button to press again', async () => {
    const message =
      'This unsubscribe link is invalid. Please use the link from our latest newsletter email.';
    stubApi({
      ...GUEST_SESSION,
      [UNSUBSCRIBE]: () =>
        jsonResponse({ error: { code: 'newsletter_unsubscribe_link_invalid', message } }, 400),
    });
    const { user } = renderApp(PAGE);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says a link without its token is invalid, without asking the server', () => {
    const api = stubApi(GUEST_SESSION);
    renderApp('/newsletter/unsubscribe?email=ada%40example.com');

    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is invalid.');
    expect(api.unexpected).toEqual([]);
  });

  it('keeps the button when the server cannot be reached', async () => {
    stubApi({
      ...GUEST_SESSION,
      [UNSUBSCRIBE]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderApp(PAGE);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not unsubscribe you right now. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });

  it('speaks Russian for a Russian UI', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({ ...GUEST_SESSION, [UNSUBSCRIBE]: () => jsonResponse({ unsubscribed: true }) });
    const { user } = renderApp(PAGE);

    await user.click(screen.getByRole('button', { name: 'Отписаться' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Вы отписались. Больше мы не будем присылать вам нашу рассылку.',
    );
  });
});
