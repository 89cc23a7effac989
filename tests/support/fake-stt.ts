import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

// A real HTTP server speaking OpenAI's `/audio/transcriptions` wire format (multipart in, JSON
// out), for tests (STT_BASE_URL=fake.baseUrl). Modes: a verbose_json server with word timings, a
// server that speaks only json (400 to verbose_json), a failing one, a slow one, and one that
// never answers.

export type FakeSttMode = 'verbose' | 'json-only' | 'error' | 'garbage' | 'slow' | 'hang';

export interface SttRequest {
  authorization: string | undefined;
  model: string;
  language: string;
  responseFormat: string;
  granularities: string[];
  fileName: string;
  fileType: string;
  fileBytes: number;
}

export interface FakeStt {
  baseUrl: string;
  requests: SttRequest[];
  mode: FakeSttMode;
  /** How long the slow mode waits before answering. */
  slowMs: number;
  text: string;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeStt(): Promise<FakeStt> {
  const hanging = new Set<() => void>();
  const fake: FakeStt = {
    baseUrl: '',
    requests: [],
    mode: 'verbose',
    slowMs: 300,
    text: 'I moved the night shift onto a new rota.',
    close: async () => undefined,
  };
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const form = await new Request('http://fake/', {
        method: 'POST',
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        body: new Uint8Array(body),
      }).formData();
      const file = form.get('file');
      const recorded: SttRequest = {
        authorization: request.headers.authorization,
        model: String(form.get('model')),
        language: String(form.get('language')),
        responseFormat: String(form.get('response_format')),
        granularities: form.getAll('timestamp_granularities[]').map(String),
        fileName: file instanceof File ? file.name : '',
        fileType: file instanceof File ? file.type : '',
        fileBytes: file instanceof File ? file.size : 0,
      };
      fake.requests.push(recorded);
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (fake.mode === 'hang') {
        await new Promise<void>((resolve) => hanging.add(resolve));
        response.destroy();
        return;
      }
      if (fake.mode === 'error') return send(500, { error: { message: 'model crashed' } });
      if (fake.mode === 'garbage') return send(200, { nothing: true });
      if (fake.mode === 'json-only' && recorded.responseFormat === 'verbose_json') {
        return send(400, { error: { message: 'response_format not supported' } });
      }
      if (fake.mode === 'slow') await delay(fake.slowMs);
      const words = fake.text.split(/\s+/).map((word, index) => ({
        word,
        start: index * 0.4,
        end: index * 0.4 + 0.3,
      }));
      return send(
        200,
        recorded.responseFormat === 'verbose_json'
          ? { text: fake.text, language: recorded.language, words }
          : { text: fake.text },
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}/v1`;
  fake.close = async () => {
    for (const release of hanging) release();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
