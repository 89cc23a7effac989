import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_SESSION, jsonResponse, renderApp, stubApi } from '../../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('newsletter box', () => {
  it('subscribes the typed address and thanks the user', async () => {
    const api = stubApi({
      ...GUEST_SESSION,
      'POST /api/newsletter': () => jsonResponse({ subscribed: true }),
    });
    const { user } = renderApp('/');

    await user.type(screen.getByLabelText('Email'), ' Anna@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you for subscribing! Please confirm your address with the link we just emailed you.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('');
    const [request] = api.requestsTo('POST /api/newsletter');
    expect(JSON.parse(String(request?.[1]?.body))).toEqual({ email: 'anna@example.com' });
  });

  it('asks for an address before calling the server', async () => {
    const api = stubApi(GUEST_SESSION);
    const { user } = renderApp('/');

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address.');
    expect(api.requestsTo('POST /api/newsletter')).toHaveLength(0);
  });

  it("shows the server's message in Russian and keeps the address", async () => {
    localStorage.setItem('language', 'ru');
    const message = 'Неверный адрес электронной почты';
    stubApi({
      ...GUEST_SESSION,
      'POST /api/newsletter': () =>
        jsonResponse({ error: { code: 'invalid_email', message } }, 400),
    });
    const { user } = renderApp('/');

    await user.type(screen.getByLabelText('Электронная почта'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Подписаться' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Электронная почта')).toHaveValue('anna@example.com');
  });

  it('says so clearly when the confirmation mail could not be sent, keeping the address', async () => {
    const message = 'We could not send the confirmation email. Please try again.';
    stubApi({
      ...GUEST_SESSION,
      'POST /api/newsletter': () =>
        jsonResponse({ error: { code: 'newsletter_mail_failed', message } }, 503),
    });
    const { user } = renderApp('/');

    await user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('anna@example.com');
  });

  it('asks in Russian to confirm the address after subscribing', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({
      ...GUEST_SESSION,
      'POST /api/newsletter': () => jsonResponse({ subscribed: true }),
    });
    const { user } = renderApp('/');

    await user.type(screen.getByLabelText('Электронная почта'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Подписаться' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Спасибо за подписку! Подтвердите адрес по ссылке из письма, которое мы только что вам отправили.',
    );
  });

  it('keeps the address and says so when the server cannot be reached', async () => {
    stubApi({
      ...GUEST_SESSION,
      'POST /api/newsletter': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderApp('/');

    await user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not subscribe you right now. Please try again.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('anna@example.com');
  });
});
