import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { deflateSync } from 'node:zlib';
import autocannon from 'autocannon';
import { createPdf } from '../src/server/pdf/pdf-document';
import { TEST_PASSWORD, signUpOver } from '../tests/support/http-client';
import { startBenchServer, stopBenchServer } from './bench-server';
import { REALISTIC_SEARCHES } from './realistic-board';
import { sendResume } from './resume-upload-memory';
import { seedBoard } from './vacancy-search';

// Does anything heavy block the server? /livez and /readyz are each asked every 20 ms by one
// client while the server is idle, while 50 connections search the job board (BENCH_VACANCIES,
// 10,000 by default; BENCH_BOARD_DIR keeps a seeded board) for 8 s, while 50 people sign up at
// the same moment (each sign-up hashes a password with scrypt), while 20 guests send a
// 1,000-word trial answer at once, and while a 4.6 MB PDF resume is uploaded and tailored.
// /livez does no work, so its time is how long a request waits for the event loop; /readyz asks
// the database over its own connection, so a busy server must still answer 200. Targets (issues
// 20 and 36): /livez p99 under 50 ms in every phase, no /readyz failure.
// Beside it, the same probe asks a bare Node HTTP server in a process of its own (it answers
// every request at once, doing nothing): on a small machine a request also waits for a core that
// the database, the workers and this load generator hold, and the bare server's times are that
// floor, measured at the same moment.

const CONNECTIONS = 50;
const SEARCH_SECONDS = 8;
const PROBE_EVERY_MS = 20;
const VACANCY_COUNT = Number(process.env.BENCH_VACANCIES ?? 10_000);
const SEARCHES = REALISTIC_SEARCHES.map((query) => `/api/vacancies${query}`);
const LONG_ANSWERS = 20;

/** BENCH_EMBEDDED_DATABASE=pglite measures the earlier embedded database for comparison. */
const EMBEDDED = process.env.BENCH_EMBEDDED_DATABASE === 'pglite' ? 'pglite' : 'postgres';

export const EVENT_LOOP_HEADER = [
  `/livez and /readyz every ${PROBE_EVERY_MS} ms while the server works: idle, ${CONNECTIONS} connections searching ${VACANCY_COUNT.toLocaleString('en-US')} vacancies for ${SEARCH_SECONDS} s, ${CONNECTIONS} sign-ups at once, ${LONG_ANSWERS} 1,000-word trial answers at once, a 4.6 MB PDF resume uploaded and tailored; one process (the bundle \`npm start\` runs), embedded ${EMBEDDED === 'pglite' ? 'PGlite' : 'PostgreSQL'}`,
  '',
  '| Phase | work done | /livez answers | p50 ms | p99 ms | max ms | /readyz answers | not 200 | bare server p99 / max ms |',
  '|---|---|---|---|---|---|---|---|---|',
].join('\n');

interface Probe {
  livez: number[];
  readyz: { count: number; failed: number };
  /** The bare server's answers, in ms. */
  bare: number[];
}

// The probes run in a thread of their own: in this process's thread they would wait behind the
// load generator's own work (autocannon parsing 300 answers a second), which is not the server's.
const PROBE_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, bare: bareBase, every } = workerData;
const livez = [];
const bare = [];
const readyz = { count: 0, failed: 0 };
let isRunning = true;
const loop = async (ask) => {
  while (isRunning) {
    await ask();
    await new Promise((wait) => setTimeout(wait, every));
  }
};
// Each client's first request pays for this thread's start (loading fetch, opening the
// connection): made before the phase begins, and not counted.
const ready = Promise.all([
  fetch(base + '/livez').then((res) => res.arrayBuffer()),
  fetch(bareBase + '/livez').then((res) => res.arrayBuffer()),
  fetch(base + '/readyz').then((res) => res.arrayBuffer()),
]);
const loops = ready.then(() => { parentPort.postMessage('ready'); }).then(() => Promise.all([
  loop(async () => {
    const started = performance.now();
    await (await fetch(base + '/livez')).arrayBuffer();
    livez.push(performance.now() - started);
  }),
  loop(async () => {
    const started = performance.now();
    await (await fetch(bareBase + '/livez')).arrayBuffer();
    bare.push(performance.now() - started);
  }),
  loop(async () => {
    const res = await fetch(base + '/readyz').catch(() => null);
    await res?.arrayBuffer();
    readyz.count += 1;
    if (res?.status !== 200) readyz.failed += 1;
  }),
]));
parentPort.once('message', async () => {
  isRunning = false;
  await loops;
  parentPort.postMessage({ livez, readyz, bare });
});
`;

/**
 * Asks /livez and /readyz every PROBE_EVERY_MS until stopped (each its own client, in a thread of
 * their own); resolves with each /livez answer's time in ms and how many /readyz answers were
 * not 200.
 */
async function probeBoth(base: string, bare: string): Promise<{ stop(): Promise<Probe> }> {
  const thread = new Worker(PROBE_THREAD, {
    eval: true,
    workerData: { base, bare, every: PROBE_EVERY_MS },
  });
  await new Promise((resolve) => thread.once('message', resolve));
  return {
    stop: async () => {
      const answered = new Promise<Probe>((resolve) => thread.once('message', resolve));
      thread.postMessage('stop');
      const probed = await answered;
      await thread.terminate();
      return probed;
    },
  };
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

function row(phase: string, work: string, probed: Probe): string {
  const fixed = (value: number) => value.toFixed(1);
  const times = probed.livez;
  const bare = probed.bare;
  return `| ${phase} | ${work} | ${times.length} | ${fixed(percentile(times, 0.5))} | ${fixed(percentile(times, 0.99))} | ${fixed(Math.max(...times))} | ${probed.readyz.count} | ${probed.readyz.failed} | ${fixed(percentile(bare, 0.99))} / ${fixed(Math.max(...bare))} |`;
}

/** A Node HTTP server in a process of its own that answers every request at once. */
async function startBareServer(): Promise<{ base: string; stop: () => void }> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      "const s = require('node:http').createServer((q, r) => r.end('ok')); s.listen(0, '127.0.0.1', () => console.log(s.address().port));",
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  return { base: `http://127.0.0.1:${line.toString().trim()}`, stop: () => child.kill() };
}

/** About a thousand words of a real-sounding answer, different for each guest. */
function longAnswer(seed: number): string {
  const story = `When our ward lost two nurses to illness on night ${seed}, my task was to keep twelve post-operative patients safe until morning. I rebuilt the observation rota with the charge nurse, moved the two highest-risk patients next to the station, asked the site manager for an agency nurse by 2 am, and briefed the healthcare assistants on which observations could not slip. Every observation was done on time and nobody deteriorated unseen; the matron later used the rota as the template for short-staffed nights.`;
  const words: string[] = [];
  while (words.length < 1000) words.push(...story.split(' '));
  return words.slice(0, 1000).join(' ');
}

async function longAnswers(base: string): Promise<string> {
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: LONG_ANSWERS }, (_, i) =>
      fetch(`${base}/api/try/answer`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: base,
          // Each guest a client of its own, new in each run: a kept board remembers earlier runs.
          'X-Forwarded-For': `192.168.${process.pid & 255}.${i}`,
        },
        body: JSON.stringify({
          jobTitle: 'Registered Nurse',
          jobDescription:
            'Surgical ward: observations, medication rounds, handover, rota planning.',
          language: 'en',
          turn: 0,
          answer: longAnswer(i),
        }),
      }).then(async (res) => {
        await res.arrayBuffer();
        return res.status;
      }),
    ),
  );
  const answered = statuses.filter((status) => status === 200).length;
  return `${answered}/${LONG_ANSWERS} answered in ${((performance.now() - started) / 1000).toFixed(1)} s`;
}

/** A greyscale PNG of noise (which no compression shrinks): a photo's weight in a resume. */
function noisePng(width: number, height: number): Buffer {
  const rows = Buffer.alloc((width + 1) * height);
  let state = 12345;
  for (let i = 0; i < rows.length; i += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    rows[i] = i % (width + 1) === 0 ? 0 : state >> 23;
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A one-page resume with a 4.5 MB photo: the size of a scanned-in or photo-heavy export. */
async function heavyResumePdf(): Promise<Uint8Array> {
  const { pdf, finish } = createPdf({ margin: 50, autoFirstPage: true });
  pdf.image(noisePng(2140, 2140), 400, 50, { width: 120 });
  pdf.fontSize(20).text('Anna Petrova', 50, 50);
  pdf.fontSize(11).text('Java Developer · Berlin · anna@example.com', 50, 80);
  pdf.moveDown().fontSize(13).text('Experience');
  pdf
    .fontSize(11)
    .text('Backend Developer, Globex, 2021–2025')
    .text('• Built REST APIs in Java and Spring Boot for 2 million customers.')
    .text('• Moved 40 services to Docker and cut deployment time from 2 hours to 15 minutes.')
    .text('• Tuned SQL queries on PostgreSQL, halving the p95 latency of the orders API.');
  pdf.moveDown().fontSize(13).text('Skills');
  pdf.fontSize(11).text('Java, Spring Boot, SQL, PostgreSQL, REST APIs, Docker, Git');
  return finish();
}

export async function heavyUpload(options: {
  base: string;
  bytes: Uint8Array;
  cookie: string;
}): Promise<string> {
  const { base, bytes, cookie } = options;
  const started = performance.now();
  const status = await sendResume({
    base,
    cookie,
    bytes,
    name: 'anna-petrova.pdf',
    type: 'application/pdf',
  });
  return `${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB, ${status} in ${((performance.now() - started) / 1000).toFixed(1)} s`;
}

/** The board: kept in BENCH_BOARD_DIR between runs when set, else seeded for this run. */
async function boardDir(): Promise<{ dataDir: string; remove: () => void }> {
  const kept = process.env.BENCH_BOARD_DIR;
  if (kept && EMBEDDED !== 'pglite') {
    if (!existsSync(join(kept, 'postgres'))) {
      mkdirSync(kept, { recursive: true });
      await seedBoard({ dataDir: kept, embedded: EMBEDDED });
    }
    return { dataDir: kept, remove: () => undefined };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'hireready-bench-loop-'));
  await seedBoard({ dataDir, embedded: EMBEDDED });
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

async function signUpBurst(base: string): Promise<string> {
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: CONNECTIONS }, (_, i) =>
      fetch(`${base}/api/auth/sign-up`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: base,
          // Each from its own client behind the trusted proxy, as 50 people would be.
          'X-Forwarded-For': `10.${9 + (process.pid % 200)}.${i >> 8}.${i & 255}`,
        },
        body: JSON.stringify({
          name: `Burst ${i}`,
          email: `burst-${process.pid}-${i}@example.com`,
          password: TEST_PASSWORD,
        }),
      }).then((res) => res.status),
    ),
  );
  const created = statuses.filter((status) => status === 201).length;
  return `${created}/${CONNECTIONS} created in ${((performance.now() - started) / 1000).toFixed(1)} s`;
}

export async function benchEventLoop(): Promise<string[]> {
  const board = await boardDir();
  const { server, base } = await startBenchServer(board.dataDir, {
    TRUST_PROXY: 'true',
    EMBEDDED_DATABASE: EMBEDDED,
  });
  const rows: string[] = [];
  const bareServer = await startBareServer();
  const probe = (at: string) => probeBoth(at, bareServer.base);
  try {
    let probing = await probe(base);
    await new Promise((wait) => setTimeout(wait, 3000));
    rows.push(row('idle', '—', await probing.stop()));

    probing = await probe(base);
    let next = 0;
    const search = await autocannon({
      url: `${base}${SEARCHES[0]}`,
      connections: CONNECTIONS,
      duration: SEARCH_SECONDS,
      requests: [
        { setupRequest: (req) => ({ ...req, path: SEARCHES[(next += 1) % SEARCHES.length] }) },
      ],
    });
    const searched = `${Math.round(search.requests.average)} searches/s, p50 ${search.latency.p50} ms, p99 ${search.latency.p99} ms, ${search.errors + search.non2xx + search.timeouts} errors`;
    rows.push(row('searching', searched, await probing.stop()));

    probing = await probe(base);
    const signedUp = await signUpBurst(base);
    rows.push(row('sign-up burst', signedUp, await probing.stop()));

    probing = await probe(base);
    const answered = await longAnswers(base);
    rows.push(row(`${LONG_ANSWERS} long trial answers`, answered, await probing.stop()));

    // The file and the account are made before the probe starts: drawing the PDF holds this
    // process's own thread, which would show as the server's.
    const { cookie } = await signUpOver(base, `bench-loop-upload-${process.pid}@example.com`, {
      // A client of its own: a kept board remembers the earlier runs' sign-ups.
      headers: { 'X-Forwarded-For': `10.7.${(process.pid >> 8) & 255}.${process.pid & 255}` },
    });
    const bytes = await heavyResumePdf();
    probing = await probe(base);
    const uploaded = await heavyUpload({ base, bytes, cookie });
    rows.push(row('PDF resume uploaded and tailored', uploaded, await probing.stop()));
  } finally {
    bareServer.stop();
    await stopBenchServer(server);
    board.remove();
  }
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  return [...rows, '', `Load average after the run: ${load}`];
}
