import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, expect, it } from 'vitest';
import { signUpOver } from '../support/http-client';
import { type ServerProcess, startServer } from '../support/server-process';
import { openSlowUpload } from './helpers/resumes';

// Slow clients against the real entry point with its default timeouts: some trickle their
// headers, some a JSON body, some a resume upload, a byte at a time, for at most 40 seconds
// each. The server closes every one of them long before that (408), keeps answering /livez
// meanwhile, and lets an honest upload on a slow line (about 10 KB/s) finish.

const BOUND_MS = 40_000;
let server: ServerProcess | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'hireready-slow-'));
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

interface Trickled {
  /** What the server sent back before it closed the connection. */
  received: string;
  closedByServer: boolean;
}

/** Sends `head` at once, then one byte of `drip` a second, until the server closes or the bound. */
function trickle(port: number, head: string, drip: string): Promise<Trickled> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let index = 0;
    let closedByServer = false;
    const timer = setInterval(() => {
      if (index < drip.length) socket.write(drip[index++] ?? '');
    }, 1_000);
    const bound = setTimeout(() => socket.destroy(), BOUND_MS);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (data) => (received += String(data)));
    socket.on('end', () => (closedByServer = true));
    socket.on('error', () => (closedByServer = true));
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(bound);
      resolve({ received, closedByServer });
    });
  });
}

it('closes trickling headers, JSON bodies and uploads with 408, and lets an honest slow upload finish', async () => {
  server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  const { port } = server;
  const base = `http://127.0.0.1:${port}`;
  const { cookie } = await signUpOver(base, 'slow@example.com');

  const json = JSON.stringify({ title: 'Slow', description: 'x'.repeat(1_000), stars: 4 });
  const headers = Array.from({ length: 6 }, () =>
    trickle(port, 'GET /api/vacancies HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: '.repeat(20)),
  );
  const bodies = Array.from({ length: 6 }, () =>
    trickle(
      port,
      `POST /api/feedbacks HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept-Language: ru\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n`,
      json,
    ),
  );
  const uploads = Array.from({ length: 4 }, async (_, index) => {
    const upload = openSlowUpload({ port, cookie, fileName: `slow-${index}.pdf` });
    let sent = 0;
    while (sent < upload.body.length && !upload.request.destroyed) {
      const done = await Promise.race([
        upload.send(upload.body.subarray(sent, sent + 1)).then(() => false),
        upload.outcome.then(() => true),
      ]);
      if (done) break;
      sent += 1;
      await delay(1_000);
    }
    return upload.outcome;
  });

  // An honest client on a slow line: about 10 KB a second, well past the 10 s grace.
  const honest = openSlowUpload({ port, cookie, fileName: 'honest.pdf' });
  const honestDone = (async () => {
    for (let sent = 0; sent < honest.body.length; sent += 10_240) {
      await honest.send(honest.body.subarray(sent, sent + 10_240));
      await delay(1_000);
    }
    honest.request.end();
    return honest.outcome;
  })();

  // The server keeps answering while all of this goes on.
  const livez: number[] = [];
  let isDone = false;
  const polling = (async () => {
    while (!isDone) {
      livez.push((await fetch(`${base}/livez`)).status);
      await delay(500);
    }
  })();

  const trickledHeaders = await Promise.all(headers);
  const trickledBodies = await Promise.all(bodies);
  const trickledUploads = await Promise.all(uploads);
  const honestOutcome = await honestDone;
  isDone = true;
  await polling;

  for (const result of [...trickledHeaders, ...trickledBodies]) {
    expect(result.closedByServer).toBe(true);
    expect(result.received).toMatch(/^HTTP\/1\.1 408/);
  }
  // The message of a refused body is the one error shape, in the request's language.
  expect(trickledBodies[0]?.received).toContain('"code":"request_too_slow"');
  expect(trickledBodies[0]?.received).toContain('Запрос приходил слишком медленно');
  for (const outcome of trickledUploads) {
    // 408 when the answer gets through; a reset when the socket closes under the client's write.
    expect(outcome.status === 408 || outcome.error !== undefined, JSON.stringify(outcome)).toBe(
      true,
    );
  }
  expect(honestOutcome.status).toBe(201);
  expect(livez.length).toBeGreaterThan(0);
  expect(livez.every((status) => status === 200)).toBe(true);
  expect(server.output()).toMatch(/closed a request whose body came too slowly/);
});
