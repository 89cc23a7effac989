import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { buildZipBomb } from '../src/server/features/resumes/test-docx';
import { buildPdfBomb } from '../src/server/features/resumes/test-pdfs';
import { signUpOver } from '../tests/support/http-client';
import { startServer } from '../tests/support/server-process';
import { stopBenchServer } from './bench-server';
import { measure, readMemory, sendResume, type UploadMemory } from './resume-upload-memory';

// What a hostile upload costs everyone else (issue 17): a real server process on loopback gets a
// PDF bomb (one page whose content stream inflates to 400 MB) and a zip bomb named .docx (one
// entry inflating to 1 GB), while a second client asks /livez every 20 ms. Reported: the answer
// and its time, the server's peak memory growth, and the slowest /livez answer meanwhile.

export const HOSTILE_UPLOAD_HEADER = [
  'Hostile uploads, one server process (embedded PostgreSQL, local storage); /livez polled every 20 ms meanwhile',
  '',
  '| Upload | file size KB | status | time ms | peak RSS growth MB | /livez answers | slowest /livez ms |',
  '|---|---|---|---|---|---|---|',
].join('\n');

interface HostileRow {
  name: string;
  sizeKb: number;
  memory: UploadMemory;
  livez: number[];
}

async function pollLivez(base: string, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    const started = performance.now();
    await (await fetch(`${base}/livez`)).arrayBuffer();
    times.push(performance.now() - started);
    await delay(20);
  }
  return times;
}

export async function benchHostileUploads(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hireready-bench-hostile-'));
  const clientDir = mkdtempSync(join(tmpdir(), 'hireready-bench-client-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>bench</title>');
  const server = await startServer({ DATA_DIR: dataDir, CLIENT_DIR: clientDir, LOG_LEVEL: 'warn' });
  const pid = server.child.pid;
  if (pid === undefined) throw new Error('the server process has no pid');
  const base = `http://127.0.0.1:${server.port}`;
  const files = [
    {
      name: 'PDF bomb (inflates to 400 MB)',
      file: 'bomb.pdf',
      type: 'application/pdf',
      bytes: buildPdfBomb(400),
    },
    { name: 'zip bomb named .docx (1 GB)', file: 'bomb.docx', type: '', bytes: buildZipBomb(1024) },
  ];
  const rows: HostileRow[] = [];
  try {
    const { cookie } = await signUpOver(base, `bench-hostile-${process.pid}@example.com`);
    for (const entry of files) {
      let done = false;
      const polling = pollLivez(base, () => done);
      const memory = await measure(pid, async () => {
        try {
          return await sendResume({
            base,
            cookie,
            bytes: entry.bytes,
            name: entry.file,
            type: entry.type,
          });
        } finally {
          done = true;
        }
      });
      rows.push({
        name: entry.name,
        sizeKb: entry.bytes.byteLength / 1024,
        memory,
        livez: await polling,
      });
    }
    const { hwmKb } = await readMemory(pid);
    return [
      HOSTILE_UPLOAD_HEADER,
      ...rows.map(
        (row) =>
          `| ${row.name} | ${row.sizeKb.toFixed(0)} | ${row.memory.status} | ${row.memory.durationMs.toFixed(0)} | ${(row.memory.peakGrowthKb / 1024).toFixed(1)} | ${row.livez.length} | ${Math.max(...row.livez).toFixed(1)} |`,
      ),
      '',
      `Process high-water mark (VmHWM, start-up included): ${(hwmKb / 1024).toFixed(1)} MB`,
    ].join('\n');
  } finally {
    await stopBenchServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(clientDir, { recursive: true, force: true });
  }
}
