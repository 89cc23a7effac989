import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../testing/render-app';
import { apiClient, NetworkError, unwrap } from './api-client';

afterEach(() => vi.unstubAllGlobals());

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

describe('an answer that is not an API error body', () => {
  it('keeps its status and leaves the wording to the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<h1>Bad gateway</h1>', { status: 502 })),
    );
    const error = await unwrap(apiClient('en').api.session.$get()).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'internal', status: 502 });
  });
});
