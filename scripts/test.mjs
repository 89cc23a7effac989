#!/usr/bin/env node
// `npm test`: unit and integration tests (vitest), the production build (vite), then the
// end-to-end tests (Playwright, Debian Chromium, the built server). Every phase runs even when
// an earlier one fails, except that the e2e tests need a successful build. Output streams live;
// the last line is always "N passed, N failed", and .test-results/summary.json holds the counts.
//
//   node scripts/test.mjs                  all phases
//   node scripts/test.mjs --unit [-- ...]  vitest only; further arguments go to vitest
//   node scripts/test.mjs --e2e [-- ...]   build + Playwright; further arguments go to Playwright
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findChromium } from './find-chromium.mjs';
import { REPO_ROOT, binPath, findFreePort } from './lib/node-tools.mjs';
import {
  addCounts,
  countPhase,
  countPlaywright,
  countVitest,
  formatCounts,
  listPlaywrightFailures,
  listVitestFailures,
  readJsonReport,
} from './lib/test-summary.mjs';

const RESULTS_DIR = join(REPO_ROOT, '.test-results');
const VITEST_REPORT = join(RESULTS_DIR, 'vitest.json');
const E2E_REPORT = join(RESULTS_DIR, 'e2e.json'); // written by playwright.config.ts
const SUMMARY = join(RESULTS_DIR, 'summary.json');

function parseArgs(argv) {
  const separator = argv.indexOf('--');
  const own = separator === -1 ? argv : argv.slice(0, separator);
  const after = separator === -1 ? [] : argv.slice(separator + 1);
  const isUnit = own.includes('--unit');
  const isE2e = own.includes('--e2e');
  const unknown = own.filter((arg) => arg !== '--unit' && arg !== '--e2e');
  return {
    runsUnit: isUnit || !isE2e,
    runsE2e: isE2e || !isUnit,
    // `npm test -- foo` arrives here as `foo`, so anything we don't know is passed on too.
    extraArgs: [...unknown, ...after],
  };
}

let currentChild = null;
let interruptedBy = null;

function onSignal(signal) {
  // The terminal already sent Ctrl-C to the running tool; TERM must be passed on by hand.
  interruptedBy = signal;
  if (signal === 'SIGTERM' && currentChild) currentChild.kill('SIGTERM');
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

/** Runs `node <script> ...args` with inherited output; resolves with the exit code. */
function runNode(script, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: REPO_ROOT,
      env,
      stdio: 'inherit',
    });
    currentChild = child;
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      currentChild = null;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function banner(text) {
  console.log(`\n━━━ ${text} ━━━`);
}

async function timed(name, run) {
  const started = performance.now();
  const phase = await run();
  return { name, seconds: Math.round((performance.now() - started) / 100) / 10, ...phase };
}

async function runUnit(extraArgs) {
  banner('unit and integration tests (vitest)');
  rmSync(VITEST_REPORT, { force: true });
  const exitCode = await runNode(binPath('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${VITEST_REPORT}`,
    ...extraArgs,
  ]);
  const report = readJsonReport(VITEST_REPORT);
  if (!report) console.error(`vitest wrote no report to ${VITEST_REPORT}`);
  return { exitCode, ...countPhase({ exitCode, report, count: countVitest }) };
}

/**
 * `npm run build`'s steps as Node arguments: the client, the server entry, the prerendered pages,
 * the server bundle (which the e2e tests run, as `npm start` does).
 */
const BUILD_STEPS = [
  [binPath('vite'), 'build'],
  [binPath('vite'), 'build', '--ssr', 'prerender.tsx'],
  ['--import', 'tsx', 'scripts/prerender.ts'],
  ['scripts/build-server.mjs'],
];

/**
 * The journeys' build compresses at brotli's level 9 unless told otherwise: level 11 (what `npm
 * run build` and `npm start` use) spends 26 of the build's 35 s on the voice runtime's 14 MB of
 * WebAssembly, for files 12 % smaller (2.36 against 2.69 MB). What is compressed and how it is
 * served is the same; only the size differs (issue 39).
 */
const BUILD_ENV = { ...process.env, BUILD_BROTLI_QUALITY: process.env.BUILD_BROTLI_QUALITY ?? '9' };

async function runBuild() {
  banner(
    'production build (vite build, vite build --ssr, scripts/prerender.ts, scripts/build-server.mjs)',
  );
  let exitCode = 0;
  for (const [first, ...rest] of BUILD_STEPS) {
    exitCode = await runNode(first, rest, BUILD_ENV);
    if (exitCode !== 0) break;
  }
  return { exitCode, ...countPhase({ exitCode, report: null, count: countVitest }) };
}

async function runE2e(extraArgs) {
  banner('end-to-end tests (playwright)');
  rmSync(E2E_REPORT, { force: true });
  let chromiumPath;
  try {
    chromiumPath = findChromium();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return { exitCode: 1, passed: 0, failed: 1, skipped: 0 };
  }
  const port = await findFreePort();
  const env = {
    ...process.env,
    CHROMIUM_PATH: chromiumPath,
    E2E_PORT: String(port),
    E2E_BASE_URL: `http://127.0.0.1:${port}`,
  };
  const exitCode = await runNode(
    binPath('@playwright/test', 'playwright'),
    ['test', ...extraArgs],
    env,
  );
  const report = readJsonReport(E2E_REPORT);
  if (!report) console.error(`playwright wrote no report to ${E2E_REPORT}`);
  return { exitCode, ...countPhase({ exitCode, report, count: countPlaywright }) };
}

function describePhase(phase) {
  if (phase.notRun) return `not run (${phase.notRun})`;
  if (phase.name === 'build')
    return phase.exitCode === 0 ? 'ok' : `failed (exit ${phase.exitCode})`;
  const skipped = phase.skipped > 0 ? `, ${phase.skipped} skipped` : '';
  return `${formatCounts(phase)}${skipped}`;
}

/** One line per failed test of the phases that ran, read back from their JSON reports. */
function failureLines(phases) {
  const ran = new Set(phases.filter((phase) => phase.failed > 0).map((phase) => phase.name));
  const vitest = ran.has('unit') ? readJsonReport(VITEST_REPORT) : null;
  const e2e = ran.has('e2e') ? readJsonReport(E2E_REPORT) : null;
  return [
    ...(vitest ? listVitestFailures(vitest, REPO_ROOT) : []),
    ...(e2e ? listPlaywrightFailures(e2e) : []),
  ];
}

async function main() {
  const { runsUnit, runsE2e, extraArgs } = parseArgs(process.argv.slice(2));
  mkdirSync(RESULTS_DIR, { recursive: true });
  const phases = [];

  if (runsUnit) phases.push(await timed('unit', () => runUnit(extraArgs)));
  if (runsE2e && !interruptedBy) {
    const build = await timed('build', runBuild);
    phases.push(build);
    if (build.exitCode !== 0) {
      phases.push({ name: 'e2e', notRun: 'the build failed', passed: 0, failed: 0, skipped: 0 });
    } else if (!interruptedBy) {
      phases.push(await timed('e2e', () => runE2e(runsUnit ? [] : extraArgs)));
    }
  }

  const total = addCounts(...phases);
  writeFileSync(
    SUMMARY,
    `${JSON.stringify({ passed: total.passed, failed: total.failed, skipped: total.skipped, phases }, null, 2)}\n`,
  );

  banner('summary');
  for (const phase of phases) {
    const time = phase.seconds === undefined ? '' : `  (${phase.seconds}s)`;
    console.log(`${phase.name.padEnd(6)} ${describePhase(phase)}${time}`);
  }
  if (total.skipped > 0) console.log(`${total.skipped} skipped`);
  for (const line of failureLines(phases)) console.log(`failed: ${line}`);
  if (interruptedBy) console.log(`interrupted by ${interruptedBy}`);
  console.log(formatCounts(total));

  if (interruptedBy) process.exit(130);
  process.exit(total.failed > 0 ? 1 : 0);
}

await main();
