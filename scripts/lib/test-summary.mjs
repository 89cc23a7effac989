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
