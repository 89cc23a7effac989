import { readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { RESUME_MAX_BYTES } from '../src/shared/constants';
import { signUpOver } from '../tests/support/http-client';
import { startServer } from '../tests/support/server-process';
import { stopBenchServer } from './bench-server';

// The server's memory while it receives a resume upload (issue 6 item 7): a real server process on
// loopback, its resident set read from /proc/<pid>/status (Linux) every few milliseconds from
// outside, so nothing in the server is there only for the benchmark. Two uploads: a PDF of exactly
// 5 MB (received, checked, tailored offline) and one byte more (cut off with 413 as it streams in).

export const RESUME_UPLOAD_MEMORY_HEADER = [
  'Resume upload memory, one server process (PGlite, local storage), RSS sampled from /proc every 5 ms',
  '',
  '| Upload | status | RSS before MB | peak RSS MB | peak growth MB | time ms |',
  '|---|---|---|---|---|---|',
].join('\n');

const SAMPLE_EVERY_MS = 5;
const JOB_DESCRIPTION =
  'Java Developer. Requirements: Java, Spring Boot, SQL, REST APIs, Docker. Nice to have: Kafka.';

export interface UploadMemory {
  /** The server's answer: 201 for the 5 MB PDF, 413 for one byte more. */
  status: number;
  /** Resident set just before the upload, in KiB. */
  rssBeforeKb: number;
  /** Highest resident set seen from the first byte sent to the answer read, in KiB. */
  peakRssKb: number;
  /** peakRssKb − rssBeforeKb. */
  peakGrowthKb: number;
  durationMs: number;
}

export interface ResumeUploadMemory {
  /** A PDF of exactly RESUME_MAX_BYTES (5 MB), received in full and tailored offline. */
  fiveMb: UploadMemory;
  /** RESUME_MAX_BYTES + 1: refused with 413 while it streams in. */
  fiveMbPlusOne: UploadMemory;
  /** The process's own high-water mark (VmHWM) at the end, in KiB: start-up included. */
  highWaterMarkKb: number;
}

export async function benchResumeUploadMemory(): Promise<ResumeUploadMemory> {
  if (process.platform !== 'linux') throw new Error('reads /proc/<pid>/status: Linux only');
  const dataDir = mkdtempSync(join(tmpdir(), 'hireready-bench-upload-'));
  // The SPA is not what is measured: a one-line index.html stands in for the built client.
  const clientDir = mkdtempSync(join(tmpdir(), 'hireready-bench-client-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>bench</title>');
  const server = await startServer({
    DATA_DIR: dataDir,
    CLIENT_DIR: clientDir,
    LOG_LEVEL: 'warn',
  });
  const pid = server.child.pid;
  if (pid === undefined) throw new Error('the server process has no pid');
  const base = `http://127.0.0.1:${server.port}`;
  try {
    const { cookie } = await signUpOver(base, `bench-upload-${process.pid}@example.com`);
    const pdf = paddedPdf(RESUME_MAX_BYTES);
    // One small upload first, so pdf.js, the fonts and the analysis are loaded before measuring.
    await upload({ base, cookie, pdf: paddedPdf(0) });
    // The refused upload first: what receiving (and cutting off) 5 MB costs, before the accepted
    // one has grown the heap.
    const fiveMbPlusOne = await measure(pid, () =>
      upload({ base, cookie, pdf: paddedPdf(RESUME_MAX_BYTES + 1) }),
    );
    const fiveMb = await measure(pid, () => upload({ base, cookie, pdf }));
    const { hwmKb } = await readMemory(pid);
    return { fiveMb, fiveMbPlusOne, highWaterMarkKb: hwmKb };
  } finally {
    await stopBenchServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(clientDir, { recursive: true, force: true });
  }
}

/** The figures as rows of the table under RESUME_UPLOAD_MEMORY_HEADER. */
export function formatResumeUploadMemory(figures: ResumeUploadMemory): string {
  const mb = (kb: number) => (kb / 1024).toFixed(1);
  const row = (name: string, upload: UploadMemory) =>
    `| ${name} | ${upload.status} | ${mb(upload.rssBeforeKb)} | ${mb(upload.peakRssKb)} | ${mb(upload.peakGrowthKb)} | ${upload.durationMs.toFixed(0)} |`;
  return [
    RESUME_UPLOAD_MEMORY_HEADER,
    row('5 MB PDF (received, tailored offline)', figures.fiveMb),
    row('5 MB + 1 byte (413 while streaming)', figures.fiveMbPlusOne),
    '',
    `Process high-water mark (VmHWM, start-up included): ${mb(figures.highWaterMarkKb)} MB`,
  ].join('\n');
}

export async function measure(pid: number, run: () => Promise<number>): Promise<UploadMemory> {
  const before = (await readMemory(pid)).rssKb;
  let peak = before;
  let isRunning = true;
  const sampler = (async () => {
    while (isRunning) {
      peak = Math.max(peak, (await readMemory(pid)).rssKb);
      await delay(SAMPLE_EVERY_MS);
    }
  })();
  const started = performance.now();
  let status: number;
  try {
    status = await run();
  } finally {
    isRunning = false;
    await sampler;
  }
  const durationMs = performance.now() - started;
  peak = Math.max(peak, (await readMemory(pid)).rssKb);
  return { status, rssBeforeKb: before, peakRssKb: peak, peakGrowthKb: peak - before, durationMs };
}

export async function readMemory(pid: number): Promise<{ rssKb: number; hwmKb: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssKb: field('VmRSS'), hwmKb: field('VmHWM') };
}

/**
 * john_doe.pdf (2 pages) followed by a PDF comment filling it up to `size` bytes: still a PDF
 * every reader opens, as large as the test needs.
 */
function paddedPdf(size: number): Uint8Array {
  const pdf = readFileSync(join(import.meta.dirname, '../tests/fixtures/resumes/john_doe.pdf'));
  if (size <= pdf.length) return new Uint8Array(pdf);
  const padding = Buffer.alloc(size - pdf.length, 0x20);
  padding.write('\n%', 0, 'latin1');
  padding[padding.length - 1] = 0x0a;
  return new Uint8Array(Buffer.concat([pdf, padding]));
}

async function upload(options: { base: string; cookie: string; pdf: Uint8Array }): Promise<number> {
  return sendResume({
    ...options,
    bytes: options.pdf,
    name: 'resume.pdf',
    type: 'application/pdf',
  });
}

/** Posts a resume upload as a browser's form would; resolves with the status once answered. */
export async function sendResume(options: {
  base: string;
  cookie: string;
  bytes: Uint8Array;
  name: string;
  type: string;
  jobDescription?: string;
}): Promise<number> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(options.bytes)], options.name, { type: options.type }));
  form.set('jobDescription', options.jobDescription ?? JOB_DESCRIPTION);
  const res = await fetch(`${options.base}/api/resumes`, {
    method: 'POST',
    headers: { cookie: options.cookie },
    body: form,
  });
  await res.arrayBuffer();
  return res.status;
}
