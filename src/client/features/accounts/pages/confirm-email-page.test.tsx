import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GUEST_SESSION,
  bodyOf,
  jsonResponse,
  renderApp,
  stubApi,
} from '../../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6InZlcmFAZXhhbXBsZS5jb20ifQ.c2lnbmF0dXJl';

describe('the address confirmation page', () => {
  it('confirms only when the reader presses the button, then says the mail will come', async () => {
    const api = stubApi({
      ...GUEST_SESSION,
      'POST /api/auth/email-confirmation/confirm': () => jsonResponse({ confirmed: true }),
    });
    const { user } = renderApp(`/confirm-email?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your email address' }),
    ).toBeVisible();
    expect(api.requestsTo('POST /api/auth/email-confirmation/confirm')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Confirm my email address' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email address confirmed' }),
    ).toBeVisible();
    const [request] = api.requestsTo('POST /api/auth/email-confirmation/confirm');
    expect(bodyOf(request?.[1])).toEqual({ token: TOKEN });
    expect(api.unexpected).toEqual([]);
  });

  it('says in Russian that an expired link does not work, and where to ask for a new one', async () => {
    localStorage.setItem('language', 'ru');
    const message =
      'Эта ссылка для подтверждения не работает: срок её действия истёк или она была изменена. Запросите новую в разделе «Профиль → Уведомления по почте».';
    stubApi({
      ...GUEST_SESSION,
      'POST /api/auth/email-confirmation/confirm': () =>
        jsonResponse({ error: { code: 'email_confirmation_invalid', message } }, 400),
    });
    const { user } = renderApp(`/confirm-email?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Подтвердить адрес' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Уведомления по почте в профиле' })).toHaveAttribute(
      'href',
      '/dashboard/profile#mail',
    );
  });
});
