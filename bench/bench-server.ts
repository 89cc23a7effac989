import { writeFileSync } from 'node:fs';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { findFreePort, startServer, type ServerProcess } from '../tests/support/server-process';

/**
 * How a benchmark starts the server: the bundle `npm start` runs (build it first with `npm run
 * build`); BENCH_SERVER=tsx runs the TypeScript source instead, PROF=dir writes a CPU profile there,
 * BENCH_NODE_ARGS adds Node's own options (such as --trace-gc).
 */
export function benchServerCommand(): string[] {
  const profile = process.env.PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROF}`] : [];
  profile.push(...(process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean));
  return process.env.BENCH_SERVER === 'tsx'
    ? [process.execPath, ...profile, '--import', 'tsx', 'src/server/main.ts']
    : [process.execPath, ...profile, '--enable-source-maps', 'dist/server/main.js'];
}

/**
 * The production entry point on a fresh data directory, migrated beforehand: on a loaded machine
 * creating a new database cluster takes longer than the test helper waits for a server, and
 * that start-up is not what a benchmark measures. Loopback only, on a free port.
 */
export async function startBenchServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ server: ServerProcess; base: string }> {
  const embedded = env.EMBEDDED_DATABASE === 'pglite' ? 'pglite' : 'postgres';
  const database = await openDatabase({ dataDir, poolSize: 2, embedded });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  const port = await findFreePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(
    { DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_URL: base, ...env },
    { port, command: benchServerCommand() },
  );
  return { server, base };
}

/** Stops a server started for a benchmark and waits for it to exit. */
export async function stopBenchServer(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
  // BENCH_SERVER_OUTPUT=file keeps what the server printed (with BENCH_NODE_ARGS=--trace-gc, its
  // garbage collections).
  if (process.env.BENCH_SERVER_OUTPUT)
    writeFileSync(process.env.BENCH_SERVER_OUTPUT, server.output());
}

/** A session cookie header as Playwright cookies for `base` (a signed-in browser context). */
export function cookiesFor(cookie: string, base: string) {
  return cookie.split('; ').map((pair) => {
    const [name = '', ...value] = pair.split('=');
    return { name, value: value.join('='), url: base };
  });
}
