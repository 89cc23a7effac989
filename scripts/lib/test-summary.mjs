// Turns the JSON reports of vitest and Playwright into one count of tests, so `npm test` and CI
// can print a single "N passed, N failed" line. A phase that broke without a trustworthy report
// counts as one failure: a crash must never look green.
import { existsSync, readFileSync } from 'node:fs';

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */

const ZERO = { passed: 0, failed: 0, skipped: 0 };

const toCount = (value) => (Number.isFinite(value) && value > 0 ? value : 0);

/** Counts from a vitest `--reporter=json` report (Jest-compatible shape). */
export function countVitest(report) {
  const passed = toCount(report.numPassedTests);
  let failed = toCount(report.numFailedTests);
  const skipped = toCount(report.numPendingTests) + toCount(report.numTodoTests);
  // A test file that fails to import or whose hook throws has no failed test inside it.
  for (const file of report.testResults ?? []) {
    const hasFailedTest = (file.assertionResults ?? []).some((test) => test.status === 'failed');
    if (file.status === 'failed' && !hasFailedTest) failed += 1;
  }
  // Unhandled errors make vitest report success: false with every test green.
  if (report.success === false && failed === 0) failed = 1;
  return { passed, failed, skipped };
}

/** Counts from a Playwright `json` reporter report; a flaky test passed on retry. */
export function countPlaywright(report) {
  const stats = report.stats ?? {};
  const passed = toCount(stats.expected) + toCount(stats.flaky);
  let failed = toCount(stats.unexpected);
  const skipped = toCount(stats.skipped);
  // Errors outside any test (global setup, a config error, a crashed worker) land here.
  if ((report.errors ?? []).length > 0 && failed === 0) failed = 1;
  return { passed, failed, skipped };
}

/**
 * Counts for one phase from its exit code and parsed report (or null when there is none).
 * A non-zero exit with no failure in the report, or no report at all, is one failure.
 */
export function countPhase({ exitCode, report, count }) {
  if (!report) return { ...ZERO, failed: exitCode === 0 ? 0 : 1 };
  const counts = count(report);
  if (exitCode !== 0 && counts.failed === 0) return { ...counts, failed: 1 };
  return counts;
}

/** Adds counts together. */
export function addCounts(...parts) {
  return parts.reduce(
    (sum, part) => ({
      passed: sum.passed + part.passed,
      failed: sum.failed + part.failed,
      skipped: sum.skipped + part.skipped,
    }),
    ZERO,
  );
}

/** The final line CI greps for: exactly "N passed, N failed". */
export function formatCounts({ passed, failed }) {
  return `${passed} passed, ${failed} failed`;
}

/** Reads a JSON report; returns null when it is missing or not valid JSON. */
export function readJsonReport(path) {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** The first line of a failure message, without terminal colours, at most 200 characters. */
function firstLine(message) {
  // eslint-disable-next-line no-control-regex
  const plain = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((text) => text.trim() !== '') ?? '';
  return line.trim().slice(0, 200);
}

/**
 * The failed tests of a vitest JSON report, one line each ("file › test: reason"), so a red CI
 * run names what failed next to its totals instead of somewhere in thousands of lines of output.
 */
export function listVitestFailures(report, root = '') {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const name = root && file.name?.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      const title = test.fullName || test.title;
      lines.push(`${name} › ${title}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && failedTests.length === 0) {
      lines.push(`${name}: ${firstLine(file.message) || 'the file failed outside any test'}`);
    }
  }
  return lines;
}

/** The tests of a Playwright JSON report that failed on every try, one line each. */
export function listPlaywrightFailures(report) {
  const lines = [];
  const visit = (suite, titles) => {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const lastTry = test.results?.at(-1);
        const reason = firstLine(lastTry?.error?.message ?? lastTry?.errors?.[0]?.message);
        lines.push(`${spec.file ?? suite.file} › ${[...path, spec.title].join(' › ')}: ${reason}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  for (const error of report.errors ?? [])
    lines.push(`outside any test: ${firstLine(error.message)}`);
  return lines;
}
