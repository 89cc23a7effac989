import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeLlm } from '../tests/support/fake-llm';
import { signUpOver } from '../tests/support/http-client';
import { startServer } from '../tests/support/server-process';
import { stopBenchServer } from './bench-server';

// The server's own share of the wait for the first words of feedback: the time from sending an
// answer to the first streamed feedback byte, minus the delay the fake provider adds before its
// first token. What is left is ours: the session lookup, saving the answer, the provider
// request and its first chunk relayed through our SSE stream.

const PROVIDER_FIRST_TOKEN_MS = 200;
const INTERVIEWS = 4;
const ANSWERS_PER_INTERVIEW = 11;

export const STREAMED_FEEDBACK_HEADER = [
  `Streamed feedback: server overhead to the first byte (fake provider, first token after ${PROVIDER_FIRST_TOKEN_MS} ms, subtracted), ${INTERVIEWS * ANSWERS_PER_INTERVIEW} answers, one process, PGlite`,
  '',
  '| Measure | mean ms | p50 ms | p95 ms | max ms |',
  '|---|---|---|---|---|',
].join('\n');

export async function benchStreamedFeedback(): Promise<string[]> {
  const llm = await startFakeLlm({ firstChunkDelayMs: PROVIDER_FIRST_TOKEN_MS, chunkDelayMs: 1 });
  const dataDir = mkdtempSync(join(tmpdir(), 'hireready-bench-stream-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AI_BASE_URL: llm.baseUrl,
    AI_API_KEY: 'sk-bench',
  });
  const base = `http://127.0.0.1:${server.port}`;
  const overheads: number[] = [];
  try {
    const { cookie } = await signUpOver(base, `bench-${process.pid}@example.com`);
    for (let round = 0; round < INTERVIEWS; round += 1) {
      const id = await startInterview(base, cookie);
      for (let order = 1; order <= ANSWERS_PER_INTERVIEW; order += 1) {
        const waited = await timeToFirstFeedbackByte(base, cookie, id, order);
        overheads.push(waited - PROVIDER_FIRST_TOKEN_MS);
      }
    }
  } finally {
    await stopBenchServer(server);
    await llm.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const sorted = [...overheads].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  const fixed = (value: number) => value.toFixed(1);
  return [
    `| answer submit → first feedback byte, minus provider delay | ${fixed(mean)} | ${fixed(at(0.5))} | ${fixed(at(0.95))} | ${fixed(sorted.at(-1) ?? 0)} |`,
  ];
}

async function startInterview(base: string, cookie: string): Promise<string> {
  const res = await fetch(`${base}/api/interviews`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      jobTitle: 'Backend Developer',
      jobDescription: 'Build REST APIs in Node.js and PostgreSQL.',
      language: 'en',
    }),
  });
  if (res.status !== 201) throw new Error(`starting an interview answered ${res.status}`);
  return ((await res.json()) as { interview: { id: string } }).interview.id;
}

/** Milliseconds from sending the answer to the first byte of a feedback event; reads to the end. */
async function timeToFirstFeedbackByte(
  base: string,
  cookie: string,
  id: string,
  order: number,
): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}/api/interviews/${id}/answers/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ order, answer: `Answer ${order}: I cut latency by 40%.` }),
  });
  if (!res.ok || !res.body) throw new Error(`answering answered ${res.status}`);
  const decoder = new TextDecoder();
  let text = '';
  let firstFeedback: number | null = null;
  const reader = res.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    text += decoder.decode(chunk.value, { stream: true });
    if (firstFeedback === null && text.includes('event: feedback\n')) {
      firstFeedback = performance.now() - started;
    }
  }
  if (firstFeedback === null) throw new Error(`no feedback streamed for question ${order}`);
  return firstFeedback;
}
