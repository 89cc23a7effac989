import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error -- a plain ES module script without type declarations
import { buildServer } from '../../scripts/build-server.mjs';

// The server the tests start as a process (tests/support/server-process.ts) is the current
// sources bundled once for the run, as `npm start` runs them (scripts/build-server.mjs), not
// compiled file by file by tsx at every start: a start then takes about 2 s instead of 4.5 s, and
// the operations tests start servers dozens of times (the ops project: about 650 s of test time
// → 430 s). Built here, before any test, from the working tree, and again before each rerun in
// watch mode, so it is never older than the sources under test.

const OUTDIR = resolve(import.meta.dirname, '../../.test-results/server-bundle');
const KEY = Symbol.for('hireready.serverBundle');
const holder = globalThis as unknown as Record<symbol, Promise<unknown> | undefined>;
const build = buildServer as (outdir: string) => Promise<number>;

export default async function setup(project: TestProject): Promise<void> {
  // A bundle named from outside (the journeys name dist/server) is used as it is.
  if (process.env.HIREREADY_SERVER_BUNDLE && holder[KEY] === undefined) return;
  // Several projects name this setup; they share one build (it runs in the main process).
  holder[KEY] ??= build(OUTDIR);
  await holder[KEY];
  // Read by the workers, which start after every global setup has run.
  process.env.HIREREADY_SERVER_BUNDLE = OUTDIR;
  project.onTestsRerun(async () => {
    // One rebuild per rerun, however many projects rerun.
    const current = holder[KEY];
    await current;
    if (holder[KEY] === current) holder[KEY] = build(OUTDIR);
    await holder[KEY];
  });
}
