import { type SseEvent, readSseEvents } from '../../src/shared/sse';

// Requests to a real server process over HTTP, the way a browser's fetch would make them: JSON in
// and out, a session cookie, and the streamed answer route read as server-sent events.

export const TEST_PASSWORD = 'a long enough passphrase';

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
}

/** Sends a request to `baseUrl + path` and reads the answer as JSON (or {} when it is not). */
export async function callApi<T = Record<string, unknown>>(
  baseUrl: string,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const res = await fetch(`${baseUrl}${path}`, requestInit(options));
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: parseJson(text) as T };
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return { text };
  }
}

function requestInit(options: RequestOptions): RequestInit {
  const headers: Record<string, string> = { 'Accept-Language': 'en', ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a `cookie` header. */
export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

export interface SignedUp {
  id: string;
  email: string;
  cookie: string;
}

/** Creates an account through the API of a running server; throws unless it answers 201. */
export async function signUpOver(
  baseUrl: string,
  email: string,
  options: { headers?: Record<string, string> } = {},
): Promise<SignedUp> {
  const res = await callApi<{ user: { id: string } }>(baseUrl, '/api/auth/sign-up', {
    body: { name: email.split('@')[0], email, password: TEST_PASSWORD },
    headers: options.headers,
  });
  if (res.status !== 201) {
    throw new Error(`sign-up of ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return { id: res.body.user.id, email, cookie: cookieFrom(res.headers) };
}

/** Posts to a streamed route and collects every event, each event's data parsed as JSON. */
export async function streamApi(
  baseUrl: string,
  path: string,
  options: RequestOptions & { onEvent?: (event: SseEvent) => void } = {},
): Promise<{ status: number; events: Array<{ event: string; data: Record<string, unknown> }> }> {
  const res = await fetch(`${baseUrl}${path}`, requestInit({ method: 'POST', ...options }));
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: res.status, events: [{ event: 'refused', data: body }] };
  }
  const events: Array<{ event: string; data: Record<string, unknown> }> = [];
  for await (const event of readSseEvents(res.body as ReadableStream<Uint8Array>)) {
    options.onEvent?.(event);
    events.push({ event: event.event, data: JSON.parse(event.data) as Record<string, unknown> });
  }
  return { status: res.status, events };
}
