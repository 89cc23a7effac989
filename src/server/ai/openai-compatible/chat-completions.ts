import { STATUS_CODES } from 'node:http';
import { CoachError } from '../coach-error';
import type { ChatMessage } from '../prompts/data-block';
import { type Attempt, AttemptFailure, describeFailure, startAttempt } from './attempt';
import { completionChunkSchema, completionSchema, providerErrorSchema } from './response-schema';
import { type Sleep, isRetryableStatus, retryDelayMs } from './retry';
import { readSseData } from '../../../shared/sse';

// Calls a chat-completions endpoint, plain or streamed, with a time limit per attempt and retries
// on 429, 5xx, timeouts and network errors (never after a streamed chunk reached the caller).

export interface ChatCompletionsConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
  fetch: typeof fetch;
  sleep: Sleep;
}

export interface ChatRequest {
  /** The questions call words a failed status its own way (spec §8). */
  task: 'questions' | 'feedback' | 'follow-up' | 'assessment' | 'tailoring';
  messages: ChatMessage[];
  parameters: Readonly<Record<string, number>>;
}

/** choices[0].message.content of a plain call (may be empty: the task decides what that means). */
export async function complete(
  config: ChatCompletionsConfig,
  options: { request: ChatRequest; signal?: AbortSignal },
): Promise<string> {
  const { request, signal } = options;
  return withRetries(config, {
    signal,
    run: async (attempt) => {
      try {
        const response = await send(config, { request, signal: attempt.signal, stream: false });
        const text = await response.text();
        const parsed = completionSchema.safeParse(parseJson(text));
        if (!parsed.success) throw CoachError.invalidResponse(parsed.error);
        return parsed.data.choices[0]?.message.content ?? '';
      } finally {
        attempt.end();
      }
    },
  });
}

/** choices[0].delta.content of a streamed call, chunk by chunk as the provider sends them. */
export async function* streamCompletion(
  config: ChatCompletionsConfig,
  options: { request: ChatRequest; signal?: AbortSignal },
): AsyncGenerator<string> {
  const { request, signal } = options;
  // Retrying is safe until the first chunk: nothing has reached the caller yet.
  const { attempt, chunks, first } = await withRetries(config, {
    signal,
    run: async (attempt) => {
      const response = await send(config, { request, signal: attempt.signal, stream: true });
      if (!response.body) throw CoachError.invalidResponse();
      const chunks = readContentChunks(response.body);
      const first = await chunks.next();
      if (first.done) throw CoachError.invalidResponse();
      return { attempt, chunks, first: first.value };
    },
  });
  try {
    let next: IteratorResult<string> = { done: false, value: first };
    while (!next.done) {
      attempt.pause();
      yield next.value;
      attempt.restart();
      next = await chunks.next();
    }
  } catch (error) {
    throw describeFailure(error, { attempt, callerSignal: signal, timeoutMs: config.timeoutMs })
      .error;
  } finally {
    attempt.end();
    await chunks.return(undefined);
  }
}

async function withRetries<T>(
  config: ChatCompletionsConfig,
  options: { signal: AbortSignal | undefined; run: (attempt: Attempt) => Promise<T> },
): Promise<T> {
  const { signal, run } = options;
  for (let retry = 0; ; retry += 1) {
    signal?.throwIfAborted();
    const attempt = startAttempt(config.timeoutMs, signal);
    try {
      return await run(attempt);
    } catch (error) {
      attempt.end();
      const failure = describeFailure(error, {
        attempt,
        callerSignal: signal,
        timeoutMs: config.timeoutMs,
      });
      if (!failure.isRetryable || retry >= config.maxRetries) throw failure.error;
      await config.sleep(retryDelayMs(retry, { retryAfter: failure.retryAfter }), signal);
    }
  }
}

async function send(
  config: ChatCompletionsConfig,
  options: { request: ChatRequest; signal: AbortSignal; stream: boolean },
): Promise<Response> {
  const { request } = options;
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: options.stream ? 'text/event-stream' : 'application/json',
  };
  if (config.apiKey) headers.Authorization = `Bearer ${config.apiKey}`;
  const body = {
    model: config.model,
    messages: request.messages,
    ...request.parameters,
    stream: options.stream,
  };
  const response = await config.fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    signal: options.signal,
  });
  if (response.ok) return response;
  throw new AttemptFailure(await statusError(request.task, response), {
    isRetryable: isRetryableStatus(response.status),
    retryAfter: response.headers.get('retry-after'),
  });
}

async function statusError(task: ChatRequest['task'], response: Response): Promise<CoachError> {
  const body = await response.text().catch(() => '');
  const parsed = providerErrorSchema.safeParse(tryParseJson(body));
  const message = parsed.success ? parsed.data : body.trim().slice(0, 300) || 'Unknown AI error';
  if (task !== 'questions') return CoachError.providerStatus(response.status, message);
  const statusText =
    response.statusText || STATUS_CODES[response.status] || String(response.status);
  return CoachError.questionsStatus({
    status: response.status,
    statusText,
    providerMessage: message,
  });
}

async function* readContentChunks(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  for await (const data of readSseData(body)) {
    if (data.trim() === '[DONE]') return;
    const parsed = completionChunkSchema.safeParse(parseJson(data));
    if (!parsed.success) throw CoachError.invalidResponse(parsed.error);
    const content = parsed.data.choices[0]?.delta?.content;
    if (content) yield content;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw CoachError.invalidResponse(error);
  }
}

function tryParseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
