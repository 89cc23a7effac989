import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** A port that was free a moment ago on 127.0.0.1. */
export function findFreePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

/**
 * How the tests start the entry point, unless told otherwise: the bundle of the current sources
 * the test run built (tests/support/server-bundle-setup.ts, or dist/server for the journeys), as
 * `npm start` runs it; without one (a benchmark, a script), the sources through tsx.
 */
function serverCommand(): string[] {
  const bundle = process.env.HIREREADY_SERVER_BUNDLE;
  return bundle
    ? [process.execPath, '--enable-source-maps', resolve(ROOT, bundle, 'main.js')]
    : [process.execPath, '--import', 'tsx', 'src/server/main.ts'];
}

/**
 * Starts the real entry point (`src/server/main.ts`) and resolves once /readyz answers 200. On a
 * free port unless given one (a restarted server keeps its address). `command` replaces how it is
 * started (program and arguments, run from the repository root), e.g. the Docker image's CMD.
 */
export async function startServer(
  env: Record<string, string>,
  options: { port?: number; command?: readonly string[] } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await findFreePort());
  const [program = process.execPath, ...args] = options.command ?? serverCommand();
  const child = spawn(program, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((done) =>
    child.on('exit', (code) => {
      exitCode = code;
      done(code);
    }),
  );

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`server exited with ${exitCode} before it was ready:\n${output}`);
    const isReady = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (isReady) return { child, port, output: () => output, exited };
    await new Promise((wait) => setTimeout(wait, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready in time:\n${output}`);
}

/** Runs the entry point to completion (for start-up failures) and returns code and output. */
export async function runServerToExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const [program = process.execPath, ...args] = serverCommand();
  const child = spawn(program, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const code = await new Promise<number | null>((done) => child.on('exit', (c) => done(c)));
  return { code, output };
}
