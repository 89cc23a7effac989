import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../testing/render-app';
import {
  apiClient,
  apiRequest,
  ApiError,
  NetworkError,
  rejectionMessageOf,
  unwrap,
  validationMessageOf,
} from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON in the interface language with same-origin credentials', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ subscribed: true }));
    vi.stubGlobal('fetch', fetchMock);

    const answer = await apiRequest('/api/newsletter', {
      method: 'POST',
      body: { email: 'anna@example.com' },
      language: 'ru',
    });

    expect(answer).toEqual({ subscribed: true });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(path).toBe('/api/newsletter');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: '{"email":"anna@example.com"}',
    });
    expect(headers.get('Accept-Language')).toBe('ru');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('turns an error body into an ApiError carrying the server message', async () => {
    const body = { error: { code: 'invalid_email', message: 'Неверный адрес электронной почты' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(body, 400)),
    );

    const error = await apiRequest('/api/newsletter', { language: 'ru' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'invalid_email',
      status: 400,
      message: body.error.message,
    });
    expect(validationMessageOf(error)).toBe('Неверный адрес электронной почты');
  });

  it('keeps the status of an answer that is not an API error body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<h1>Bad gateway</h1>', { status: 502 })),
    );

    const error = await apiRequest('/api/session', { language: 'en' }).catch((e: unknown) => e);

    expect(error).toMatchObject({ code: 'internal', status: 502 });
    expect(validationMessageOf(error)).toBeNull();
  });

  it('reports a failed connection as a NetworkError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );

    await expect(apiRequest('/api/session', { language: 'en' })).rejects.toBeInstanceOf(
      NetworkError,
    );
  });
});

describe('the typed client', () => {
  it('posts JSON to the route in the interface language and returns the success body', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse({ feedback: { id: 'f1', createdAt: 'now' } }, 201),
    );
    vi.stubGlobal('fetch', fetchMock);

    const created = await unwrap(
      apiClient('ru').api.feedbacks.$post({ json: { title: 'T', description: 'D', stars: 4 } }),
    );

    expect(created.feedback.id).toBe('f1');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string | URL, RequestInit];
    expect(String(url)).toMatch(/\/api\/feedbacks$/);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(JSON.parse(String(init.body))).toEqual({ title: 'T', description: 'D', stars: 4 });
    expect(new Headers(init.headers).get('Accept-Language')).toBe('ru');
  });

  it('turns an error answer into an ApiError and a lost connection into a NetworkError', async () => {
    const body = {
      error: { code: 'stars_out_of_range', message: 'Please choose a rating from 1 to 5 stars.' },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(body, 400)),
    );
    const refused = await unwrap(
      apiClient('en').api.feedbacks.$post({ json: { title: 'T', description: 'D', stars: 9 } }),
    ).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      code: 'stars_out_of_range',
      status: 400,
      message: body.error.message,
    });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(unwrap(apiClient('en').api.session.$get())).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('rejectionMessageOf', () => {
  it("gives the server's words for a refused request and nothing for other failures", () => {
    const refused = (status: number, message = 'Failed to sign in') =>
      new ApiError({ code: 'sign_in_failed', status, message });

    expect(rejectionMessageOf(refused(401))).toBe('Failed to sign in');
    expect(rejectionMessageOf(refused(429, 'Too many requests.'))).toBe('Too many requests.');
    expect(rejectionMessageOf(refused(500, 'Something went wrong'))).toBeNull();
    expect(rejectionMessageOf(refused(409, ''))).toBeNull();
    expect(rejectionMessageOf(new NetworkError(new TypeError('Failed to fetch')))).toBeNull();
  });
});
