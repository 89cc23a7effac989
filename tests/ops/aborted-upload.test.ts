import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, expect, it } from 'vitest';
import { signUpOver } from '../support/http-client';
import { type ServerProcess, startServer } from '../support/server-process';
import { openSlowUpload } from './helpers/resumes';

// Clients that hang up halfway through an upload (a closed laptop, a lost train signal) against
// the real entry point: each is logged as what it is, at info level, and none as a database
// outage or an error; the server keeps answering.

let server: ServerProcess | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'hireready-aborted-'));
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

it('logs a client that hangs up mid-upload as a closed request, never as a database outage', async () => {
  server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  const { port } = server;
  const { cookie } = await signUpOver(`http://127.0.0.1:${port}`, 'aborts@example.com');
  const before = server.output().length;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const upload = openSlowUpload({ port, cookie, fileName: `cut-${attempt}.pdf` });
    await upload.send(upload.body.subarray(0, Math.floor(upload.body.length / 2)));
    await delay(50);
    upload.request.destroy();
  }
  await delay(1_000);
  const log = server.output().slice(before);
  expect(log).not.toMatch(/database unavailable/);
  expect(log).not.toMatch(/"level":50/);
  expect((await fetch(`http://127.0.0.1:${port}/livez`)).status).toBe(200);
});
