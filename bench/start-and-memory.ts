import {
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../tests/support/server-process';

// Start and idle memory (issue 20, item 4): the real entry point on a data directory an earlier
// start already migrated, timed from spawn until /readyz first answers 200 (polled every 100 ms);
// then, after 3 s idle, the app process's resident memory and, for the embedded PostgreSQL, the
// proportional memory (PSS) of its server processes. Each database three times, alternating.

const RUNS = 3;
const KINDS = ['postgres', 'pglite'] as const;

export const START_MEMORY_HEADER = [
  `Start to ready on a migrated data directory, and idle memory 3 s later (median of ${RUNS}, alternating)`,
  '',
  '| Embedded database | start to /readyz ms | app process RSS MB | database processes PSS MB |',
  '|---|---|---|---|',
].join('\n');

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? 0) / 1024;
}

/** PSS of every postgres process working in `clusterDir` (each server process chdirs there). */
function postgresPssMb(clusterDir: string): number {
  const target = realpathSync(clusterDir);
  let kb = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readlinkSync(`/proc/${name}/cwd`) !== target) continue;
      const rollup = readFileSync(`/proc/${name}/smaps_rollup`, 'utf8');
      kb += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return kb / 1024;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function startOnce(dataDir: string, kind: (typeof KINDS)[number]) {
  const started = performance.now();
  const server = await startServer({
    DATA_DIR: dataDir,
    EMBEDDED_DATABASE: kind,
    LOG_LEVEL: 'warn',
  });
  const readyMs = performance.now() - started;
  await new Promise((wait) => setTimeout(wait, 3000));
  const appMb = rssMb(server.child.pid!);
  const databaseMb = kind === 'postgres' ? postgresPssMb(join(dataDir, 'postgres')) : 0;
  server.child.kill('SIGTERM');
  await server.exited;
  return { readyMs, appMb, databaseMb };
}

export async function benchStartAndMemory(): Promise<string[]> {
  const dirs = Object.fromEntries(
    KINDS.map((kind) => [kind, mkdtempSync(join(tmpdir(), `hireready-bench-start-${kind}-`))]),
  ) as Record<(typeof KINDS)[number], string>;
  const results = Object.fromEntries(
    KINDS.map((kind) => [kind, [] as Awaited<ReturnType<typeof startOnce>>[]]),
  );
  try {
    // A first start creates and migrates each database; it is not counted.
    for (const kind of KINDS) await startOnce(dirs[kind], kind);
    for (let run = 0; run < RUNS; run += 1) {
      for (const kind of KINDS) results[kind]!.push(await startOnce(dirs[kind], kind));
    }
  } finally {
    for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
  }
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  return [
    ...KINDS.map((kind) => {
      const runs = results[kind]!;
      const label =
        kind === 'postgres' ? 'PostgreSQL server (default)' : 'PGlite (EMBEDDED_DATABASE=pglite)';
      const database =
        kind === 'postgres'
          ? median(runs.map((r) => r.databaseMb)).toFixed(0)
          : 'in the app process';
      return `| ${label} | ${median(runs.map((r) => r.readyMs)).toFixed(0)} | ${median(runs.map((r) => r.appMb)).toFixed(0)} | ${database} |`;
    }),
    '',
    `Load average after the run: ${load}`,
  ];
}
