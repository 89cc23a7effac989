import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  addCounts,
  countPhase,
  countPlaywright,
  countVitest,
  formatCounts,
  listPlaywrightFailures,
  listVitestFailures,
  readJsonReport,
} from './test-summary.mjs';

// Trimmed from real `vitest run --reporter=json` output: one file with a failing test, one that
// failed to import (no tests inside it).
const vitestReport = {
  numTotalTests: 4,
  numPassedTests: 1,
  numFailedTests: 1,
  numPendingTests: 1,
  numTodoTests: 1,
  success: false,
  testResults: [
    {
      name: 'a.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [
        { status: 'passed' },
        { status: 'failed' },
        { status: 'skipped' },
        { status: 'todo' },
      ],
    },
    {
      name: 'b.test.ts',
      status: 'failed',
      message: "Cannot find module './nope.js'",
      assertionResults: [],
    },
  ],
};

const playwrightReport = {
  stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 2, duration: 1234 },
  errors: [],
  suites: [],
};

describe('countVitest', () => {
  test('counts tests and a file that failed without running a test', () => {
    expect(countVitest(vitestReport)).toEqual({ passed: 1, failed: 2, skipped: 2 });
  });

  test('counts a green run', () => {
    const green = { numPassedTests: 7, numFailedTests: 0, success: true, testResults: [] };
    expect(countVitest(green)).toEqual({ passed: 7, failed: 0, skipped: 0 });
  });

  test('an unsuccessful run with every test green still fails (unhandled error)', () => {
    const report = { numPassedTests: 3, numFailedTests: 0, success: false, testResults: [] };
    expect(countVitest(report)).toEqual({ passed: 3, failed: 1, skipped: 0 });
  });
});

describe('countPlaywright', () => {
  test('flaky counts as passed, unexpected as failed', () => {
    expect(countPlaywright(playwrightReport)).toEqual({ passed: 6, failed: 1, skipped: 2 });
  });

  test('an error outside the tests (global setup) fails the run', () => {
    const report = {
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
      errors: [{ message: 'server did not become ready' }],
    };
    expect(countPlaywright(report)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });
});

describe('countPhase', () => {
  test('a phase that crashed without a report counts as one failure', () => {
    expect(countPhase({ exitCode: 1, report: null, count: countVitest })).toEqual({
      passed: 0,
      failed: 1,
      skipped: 0,
    });
  });

  test('a phase that exits non-zero with a green report counts as one failure', () => {
    const report = { numPassedTests: 2, numFailedTests: 0, success: true, testResults: [] };
    expect(countPhase({ exitCode: 1, report, count: countVitest })).toEqual({
      passed: 2,
      failed: 1,
      skipped: 0,
    });
  });

  test('a successful phase without a report (the build) adds nothing', () => {
    expect(countPhase({ exitCode: 0, report: null, count: countVitest })).toEqual({
      passed: 0,
      failed: 0,
      skipped: 0,
    });
  });

  test('failures in the report are kept as they are', () => {
    expect(countPhase({ exitCode: 1, report: playwrightReport, count: countPlaywright })).toEqual({
      passed: 6,
      failed: 1,
      skipped: 2,
    });
  });
});

test('addCounts and formatCounts give the final line', () => {
  const total = addCounts(countVitest(vitestReport), countPlaywright(playwrightReport));
  expect(total).toEqual({ passed: 7, failed: 3, skipped: 4 });
  expect(formatCounts(total)).toBe('7 passed, 3 failed');
  expect(formatCounts(addCounts())).toBe('0 passed, 0 failed');
});

test('readJsonReport returns null for a missing or truncated report', () => {
  const dir = mkdtempSync(join(tmpdir(), 'test-summary-'));
  try {
    const good = join(dir, 'good.json');
    const broken = join(dir, 'broken.json');
    writeFileSync(good, JSON.stringify(playwrightReport));
    writeFileSync(broken, '{"stats": {');
    expect(readJsonReport(good)).toEqual(playwrightReport);
    expect(readJsonReport(broken)).toBeNull();
    expect(readJsonReport(join(dir, 'missing.json'))).toBeNull();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('failure lists name what broke', () => {
  test('vitest: each failed test with the first line of its message, and a file that failed alone', () => {
    const report = {
      testResults: [
        {
          name: '/repo/src/a.test.ts',
          status: 'failed',
          message: '',
          assertionResults: [
            { status: 'passed', fullName: 'a works', failureMessages: [] },
            {
              status: 'failed',
              fullName: 'a › drains on SIGTERM',
              failureMessages: [
                '\u001b[31mAssertionError: expected 1 to be 0\u001b[39m\n    at a.test.ts:3',
              ],
            },
          ],
        },
        {
          name: '/repo/src/b.test.ts',
          status: 'failed',
          message: "Cannot find module './nope.js'",
        },
        { name: '/repo/src/c.test.ts', status: 'passed', assertionResults: [{ status: 'passed' }] },
      ],
    };
    expect(listVitestFailures(report, '/repo')).toEqual([
      'src/a.test.ts › a › drains on SIGTERM: AssertionError: expected 1 to be 0',
      "src/b.test.ts: Cannot find module './nope.js'",
    ]);
  });

  test('playwright: only tests that failed on their last try, with their describe titles', () => {
    const report = {
      suites: [
        {
          title: 'blog.spec.ts',
          file: 'blog.spec.ts',
          specs: [],
          suites: [
            {
              title: 'admin',
              file: 'blog.spec.ts',
              specs: [
                {
                  title: 'resets the password',
                  file: 'blog.spec.ts',
                  tests: [
                    {
                      status: 'unexpected',
                      results: [{ error: { message: 'Error: No mail within 10000 ms\nmore' } }],
                    },
                  ],
                },
                {
                  title: 'was flaky',
                  file: 'blog.spec.ts',
                  tests: [{ status: 'flaky', results: [{ error: { message: 'x' } }, {}] }],
                },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'worker crashed' }],
    };
    expect(listPlaywrightFailures(report)).toEqual([
      'blog.spec.ts › admin › resets the password: Error: No mail within 10000 ms',
      'outside any test: worker crashed',
    ]);
  });
});
