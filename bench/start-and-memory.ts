import {
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../tests/support/server-process';

// Start and idle memory (issue 20, item 4): the real entry point on a data directory an earlier
// start already migrated, timed from spawn until /readyz first answers 200 (polled every 100 ms);
// then, after 3 s idle, the app process's resident memory and, for the embedded PostgreSQL, the
// proportional memory (PSS) of its server processes. The bundle `npm start` runs beside the
// source through tsx, three times each, alternating.

const RUNS = 3;
const KINDS = ['postgres', 'pglite'] as const;
type Kind = (typeof KINDS)[number];
/** What `npm start` and the image run (ADR 0026). */
const BUNDLE = [process.execPath, '--enable-source-maps', 'dist/server/main.js'];

/** How the server is started, and on which embedded database. */
const VARIANTS: { label: string; kind: Kind; command?: string[] }[] = [
  { label: 'bundle (`npm start`), PostgreSQL server (default)', kind: 'postgres', command: BUNDLE },
  { label: 'TypeScript through tsx (`npm run dev`, tests), PostgreSQL server', kind: 'postgres' },
  { label: 'bundle, PGlite (`EMBEDDED_DATABASE=pglite`)', kind: 'pglite', command: BUNDLE },
];

export const START_MEMORY_HEADER = [
  `Start to ready on a migrated data directory, and idle memory 3 s later (median of ${RUNS}, alternating)`,
  '',
  '| How the server runs | start to /readyz ms | app process RSS MB | database processes PSS MB |',
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

async function startOnce(options: { dataDir: string; kind: Kind; command?: string[] }) {
  const started = performance.now();
  const server = await startServer(
    { DATA_DIR: options.dataDir, EMBEDDED_DATABASE: options.kind, LOG_LEVEL: 'warn' },
    { command: options.command },
  );
  const readyMs = performance.now() - started;
  await new Promise((wait) => setTimeout(wait, 3000));
  const appMb = rssMb(server.child.pid!);
  const databaseMb =
    options.kind === 'postgres' ? postgresPssMb(join(options.dataDir, 'postgres')) : 0;
  server.child.kill('SIGTERM');
  await server.exited;
  return { readyMs, appMb, databaseMb };
}

export async function benchStartAndMemory(): Promise<string[]> {
  // The bundle of the current source, as `npm start` would build it.
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'ignore' });
  const dirs = Object.fromEntries(
    KINDS.map((kind) => [kind, mkdtempSync(join(tmpdir(), `hireready-bench-start-${kind}-`))]),
  ) as Record<Kind, string>;
  const results = VARIANTS.map(() => [] as Awaited<ReturnType<typeof startOnce>>[]);
  try {
    // A first start creates and migrates each database; it is not counted.
    for (const kind of KINDS) await startOnce({ dataDir: dirs[kind], kind, command: BUNDLE });
    for (let run = 0; run < RUNS; run += 1) {
      for (const [index, variant] of VARIANTS.entries()) {
        results[index]!.push(await startOnce({ ...variant, dataDir: dirs[variant.kind] }));
      }
    }
  } finally {
    for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
  }
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  return [
    ...VARIANTS.map((variant, index) => {
      const runs = results[index]!;
      const database =
        variant.kind === 'postgres'
          ? median(runs.map((r) => r.databaseMb)).toFixed(0)
          : 'in the app process';
      return `| ${variant.label} | ${median(runs.map((r) => r.readyMs)).toFixed(0)} | ${median(runs.map((r) => r.appMb)).toFixed(0)} | ${database} |`;
    }),
    '',
    `Load average after the run: ${load}`,
  ];
}
