import { type IncomingHttpHeaders, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import {
  ASSESSMENT_MAX_TOKENS,
  FEEDBACK_MAX_TOKENS,
  FOLLOW_UP_MAX_TOKENS,
} from '../../src/shared/constants';
import type { Language } from '../../src/shared/language';
import {
  type FakeReply,
  reply,
  sampleAssessment,
  sampleFeedback,
  sampleTailoring,
} from './fake-llm-replies';

export { type FakeReply, reply } from './fake-llm-replies';

// A real HTTP server speaking the OpenAI chat-completions wire format, plain and streamed (SSE),
// for tests and e2e runs (AI_BASE_URL=fake.baseUrl). Each request takes the next queued reply,
// else the responder a test set, else a sensible default for the call it recognises.

export type FakeTask =
  'questions' | 'feedback' | 'follow-up' | 'assessment' | 'tailoring' | 'unknown';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body ({} if it was not JSON). */
  body: Record<string, unknown>;
  task: FakeTask;
  language: Language;
}

export type FakeResponder = (request: RecordedRequest) => FakeReply;

export interface FakeLlm {
  /** http://127.0.0.1:<port>/v1, ready for AI_BASE_URL. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Queues replies, one per coming request, in order; after them the responder answers. */
  respondWith(...replies: FakeReply[]): void;
  /** Answers every request not served by the queue; null restores the defaults. */
  setResponder(responder: FakeResponder | null): void;
  requestsFor(task: FakeTask): RecordedRequest[];
  /** Empties the queue and the recorded requests and restores the defaults. */
  reset(): void;
  close(): Promise<void>;
}

/** What a real model would answer to our prompts, in the request's language. */
export function defaultReply(request: RecordedRequest): FakeReply {
  if (request.task === 'feedback') return reply.content(sampleFeedback(request.language));
  if (request.task === 'follow-up') return reply.content('NONE');
  if (request.task === 'assessment') return reply.content(sampleAssessment(request.language));
  if (request.task === 'tailoring') return reply.tailoring(sampleTailoring(userText(request)));
  return reply.questions(12, request.language);
}

/** The user message of a recorded request: where the prompts put the data blocks. */
export function userText(request: RecordedRequest): string {
  const messages = Array.isArray(request.body.messages) ? request.body.messages : [];
  const user = messages.find(
    (message): message is { role: string; content: string } =>
      typeof message === 'object' &&
      message !== null &&
      (message as { role?: unknown }).role === 'user',
  );
  return typeof user?.content === 'string' ? user.content : '';
}

export async function startFakeLlm(
  options: { chunkDelayMs?: number; firstChunkDelayMs?: number } = {},
): Promise<FakeLlm> {
  const requests: RecordedRequest[] = [];
  const queue: FakeReply[] = [];
  let responder: FakeResponder = defaultReply;

  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const body = parseBody(Buffer.concat(parts).toString('utf8'));
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        task: recogniseTask(body),
        language: /\bin Russian\b/.test(JSON.stringify(body.messages ?? '')) ? 'ru' : 'en',
      };
      requests.push(recorded);
      const next = queue.shift() ?? responder(recorded);
      const context = { isStream: body.stream === true, model: String(body.model), ...options };
      // A client that went away mid-reply is normal here (timeouts, aborts): just drop the reply.
      send(res, next, context).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    respondWith: (...replies) => void queue.push(...replies),
    setResponder: (next) => void (responder = next ?? defaultReply),
    requestsFor: (task) => requests.filter((request) => request.task === task),
    reset() {
      queue.length = 0;
      requests.length = 0;
      responder = defaultReply;
    },
    close() {
      // Hanging replies keep their sockets open until told otherwise.
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function parseBody(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function recogniseTask(body: Record<string, unknown>): FakeTask {
  if (body.max_tokens === FEEDBACK_MAX_TOKENS) return 'feedback';
  if (body.max_tokens === ASSESSMENT_MAX_TOKENS) return 'assessment';
  if (body.max_tokens === FOLLOW_UP_MAX_TOKENS) return 'follow-up';
  const text = JSON.stringify(body.messages ?? '');
  if (/Tailor the resume below/.test(text)) return 'tailoring';
  return /interview questions/i.test(text) ? 'questions' : 'unknown';
}

async function send(
  res: ServerResponse,
  next: FakeReply,
  context: { isStream: boolean; model: string; chunkDelayMs?: number; firstChunkDelayMs?: number },
): Promise<void> {
  if (next.type === 'hang') return;
  if (next.type === 'broken') {
    res.writeHead(200, {
      'Content-Type': context.isStream ? 'text/event-stream' : 'application/json',
    });
    res.end(
      context.isStream
        ? 'data: {"choices": [{"delta": {"content": "Hel\n\n'
        : '{"choices": [{"mess',
    );
    return;
  }
  if (next.type === 'json') {
    res.writeHead(next.status, { 'Content-Type': 'application/json', ...next.headers });
    res.end(JSON.stringify(next.body));
    return;
  }
  const base = {
    id: 'chatcmpl-fake',
    created: Math.floor(Date.now() / 1000),
    model: context.model,
  };
  if (!(next.stream ?? context.isStream)) {
    const message = { role: 'assistant', content: next.content };
    const choice = { index: 0, message, finish_reason: 'stop' };
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ ...base, object: 'chat.completion', choices: [choice] }));
    return;
  }
  const event = (delta: object, finish: string | null = null) =>
    `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  // A comment and a role-only first chunk, as OpenRouter and OpenAI send them.
  res.write(`: fake-llm processing\n\n${event({ role: 'assistant', content: '' })}`);
  await delay(next.firstChunkDelayMs ?? context.firstChunkDelayMs ?? 0);
  const words = next.content.match(/\s*\S+\s*/g) ?? [];
  for (const [index, word] of words.entries()) {
    if (res.destroyed) return;
    if (index === next.cutAfterChunks) return void res.destroy();
    if (index === next.pauseAfterChunks) await next.resume;
    res.write(event({ content: word }));
    await delay(next.chunkDelayMs ?? context.chunkDelayMs ?? 5);
  }
  res.end(`${event({}, 'stop')}data: [DONE]\n\n`);
}
