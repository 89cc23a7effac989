import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { TEST_PASSWORD } from '../tests/support/http-client';
import { startBenchServer, stopBenchServer } from './bench-server';
import { seedBoard } from './vacancy-search';

// Does anything heavy block the server? /livez is asked every 20 ms by one client while the
// server is idle, while 50 connections search the job board (10,000 vacancies) for 8 s, and while
// 50 people sign up at the same moment (each sign-up hashes a password with scrypt). /livez does
// no work, so its time is how long a request waits for the event loop. Target (issue 20): p99
// under 50 ms in every phase.

const CONNECTIONS = 50;
const SEARCH_SECONDS = 8;
const PROBE_EVERY_MS = 20;
const SEARCHES = [
  '/api/vacancies?q=developer',
  `/api/vacancies?q=${encodeURIComponent('разработчика')}`,
  '/api/vacancies?q=postgresql&sort=salary',
  `/api/vacancies?q=${encodeURIComponent('аналитик данных')}`,
];

/** BENCH_EMBEDDED_DATABASE=pglite measures the earlier embedded database for comparison. */
const EMBEDDED = process.env.BENCH_EMBEDDED_DATABASE === 'pglite' ? 'pglite' : 'postgres';

export const EVENT_LOOP_HEADER = [
  `/livez every ${PROBE_EVERY_MS} ms while the server works: idle, ${CONNECTIONS} connections searching 10,000 vacancies for ${SEARCH_SECONDS} s, ${CONNECTIONS} sign-ups at once; one process, embedded ${EMBEDDED === 'pglite' ? 'PGlite' : 'PostgreSQL'}`,
  '',
  '| Phase | work done | /livez answers | p50 ms | p99 ms | max ms |',
  '|---|---|---|---|---|---|',
].join('\n');

/** Asks /livez every PROBE_EVERY_MS until stopped; resolves with each answer's time in ms. */
function probeLivez(base: string): { stop(): Promise<number[]> } {
  const times: number[] = [];
  let isRunning = true;
  const loop = (async () => {
    while (isRunning) {
      const started = performance.now();
      await (await fetch(`${base}/livez`)).arrayBuffer();
      times.push(performance.now() - started);
      await new Promise((wait) => setTimeout(wait, PROBE_EVERY_MS));
    }
  })();
  return {
    stop: async () => {
      isRunning = false;
      await loop;
      return times;
    },
  };
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

function row(phase: string, work: string, times: number[]): string {
  const fixed = (value: number) => value.toFixed(1);
  return `| ${phase} | ${work} | ${times.length} | ${fixed(percentile(times, 0.5))} | ${fixed(percentile(times, 0.99))} | ${fixed(Math.max(...times))} |`;
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
          'X-Forwarded-For': `10.9.${i >> 8}.${i & 255}`,
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
  const dataDir = mkdtempSync(join(tmpdir(), 'hireready-bench-loop-'));
  await seedBoard({ dataDir, embedded: EMBEDDED });
  const { server, base } = await startBenchServer(dataDir, {
    TRUST_PROXY: 'true',
    EMBEDDED_DATABASE: EMBEDDED,
  });
  const rows: string[] = [];
  try {
    let probe = probeLivez(base);
    await new Promise((wait) => setTimeout(wait, 3000));
    rows.push(row('idle', '—', await probe.stop()));

    probe = probeLivez(base);
    let next = 0;
    const search = await autocannon({
      url: `${base}${SEARCHES[0]}`,
      connections: CONNECTIONS,
      duration: SEARCH_SECONDS,
      requests: [
        { setupRequest: (req) => ({ ...req, path: SEARCHES[(next += 1) % SEARCHES.length] }) },
      ],
    });
    const searched = `${Math.round(search.requests.average)} searches/s, p99 ${search.latency.p99} ms, ${search.errors + search.non2xx} errors`;
    rows.push(row('searching', searched, await probe.stop()));

    probe = probeLivez(base);
    const signedUp = await signUpBurst(base);
    rows.push(row('sign-up burst', signedUp, await probe.stop()));
  } finally {
    await stopBenchServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  return [...rows, '', `Load average after the run: ${load}`];
}
