import { type ClientResponse, hc } from 'hono/client';
import type { AppType } from '../../server/app';
import { isErrorCode, type ErrorCode } from '../../shared/errors';
import type { Language } from '../../shared/language';
import { type SseEvent, readSseEvents } from '../../shared/sse';

/** The server answered with an error body; `message` is already in the request's language. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(options: { code: ErrorCode; status: number; message: string }) {
    super(options.message);
    this.name = 'ApiError';
    this.code = options.code;
    this.status = options.status;
  }
}

/** The request never got an answer (offline, DNS, connection reset). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The request could not reach the server.', { cause });
    this.name = 'NetworkError';
  }
}

async function readApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  return apiErrorOf(body, response.status);
}

/** The ApiError an error body stands for (the one `{error:{code,message}}` shape). */
export function apiErrorOf(body: unknown, status: number): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (error && isErrorCode(error.code) && typeof error.message === 'string') {
    return new ApiError({ code: error.code, status, message: error.message });
  }
  // Not our error shape (a proxy page, say): keep the status, leave the wording to the UI.
  return new ApiError({ code: 'internal', status, message: '' });
}

/** The API's routes, typed from the server's own route definitions, speaking the UI language. */
export function apiClient(language: Language) {
  return hc<AppType>('/', {
    headers: { Accept: 'application/json', 'Accept-Language': language },
    init: { credentials: 'same-origin' },
  });
}

/**
 * Awaits a typed API call and returns its success body. Throws ApiError for 4xx/5xx answers and
 * NetworkError when there is no answer at all.
 */
export async function unwrap<T>(
  call: Promise<ClientResponse<T>>,
  signal?: AbortSignal,
): Promise<T> {
  let response: ClientResponse<T>;
  try {
    response = await call;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) throw await readApiError(response as unknown as Response);
  return (await response.json()) as T;
}

/**
 * Awaits a typed API call that answers with server-sent events and yields them as they arrive.
 * Throws ApiError when the server refused before streaming, NetworkError when there is no answer
 * or the connection drops midway.
 */
export async function* streamEvents(
  call: Promise<ClientResponse<unknown>>,
  signal?: AbortSignal,
): AsyncGenerator<SseEvent> {
  let response: Response;
  try {
    response = (await call) as unknown as Response;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) throw await readApiError(response);
  if (!response.body) throw new NetworkError(new Error('The response has no body.'));
  try {
    yield* readSseEvents(response.body);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(error);
  }
}

/**
 * Posts a file to a route that reads its own body (uploads: the typed client only knows routes
 * with a declared validator), and returns the success body. Throws ApiError for 4xx/5xx answers
 * and NetworkError when there is none.
 */
export async function postFile<T>(
  path: string,
  options: { body: Blob | FormData; language: Language; contentType?: string; method?: 'PUT' },
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': options.language,
  };
  // FormData sets its own multipart type with the boundary.
  if (options.contentType) headers['Content-Type'] = options.contentType;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'POST',
      headers,
      body: options.body,
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) throw await readApiError(response);
  return (await response.json()) as T;
}
