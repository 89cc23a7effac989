import react from '@vitejs/plugin-react';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './tests/support/longest-first-sequencer';

/**
 * The client's test files that replace a module (`vi.mock`): they run isolated, each with its own
 * module graph, so a replaced module never reaches another file (and a real one never theirs).
 */
function clientFilesThatMockModules(): string[] {
  return readdirSync('src/client', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join('src/client', file))
    .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8')));
}
const MOCKING_CLIENT_FILES = clientFilesThatMockModules();

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the CPU count: a single worker on the 2-core
    // machines CI runs on. Integration files spend much of their time waiting on PGlite and
    // servers, so two workers share two cores well (issue 15: the unit phase was serial).
    maxWorkers: 2,
    // Each project's files start longest first, by a recorded run's durations (the unit phase's
    // tail was one long file running alone).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: 'shared',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          globalSetup: [
            'tests/support/embedded-postgres-setup.ts',
            'tests/support/server-bundle-setup.ts',
          ],
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          // Each worker imports the app once for all its files instead of once per file (import
          // time 114 s → 16 s, the project 351 s → 266 s on 2 cores; issue 39). Safe because no
          // server test mocks a module, and each builds its own app and database.
          isolate: false,
          // Passwords hashed fast in this process (tests/support/fast-password-hashing.ts).
          setupFiles: [
            'tests/support/fail-on-console.ts',
            'tests/support/fast-password-hashing.ts',
            'tests/support/remove-temp-dirs.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Security budgets (issue 9): the access-control matrix from the route table, headers and
        // cookies on every kind of response, secrets kept out of the client bundle and the logs.
        test: {
          name: 'security',
          globalSetup: [
            'tests/support/embedded-postgres-setup.ts',
            'tests/support/server-bundle-setup.ts',
          ],
          environment: 'node',
          include: ['tests/security/**/*.test.ts'],
          setupFiles: [
            'tests/support/fail-on-console.ts',
            'tests/support/fast-password-hashing.ts',
            'tests/support/remove-temp-dirs.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Operations: real server processes, crashes, signals, load, backups (tests/ops). Run after
        // the other projects so their timings do not compete with the integration suite.
        test: {
          name: 'ops',
          globalSetup: [
            'tests/support/embedded-postgres-setup.ts',
            'tests/support/server-bundle-setup.ts',
          ],
          environment: 'node',
          include: ['tests/ops/**/*.test.ts'],
          exclude: ['tests/ops/postgres/**'],
          setupFiles: ['tests/support/fail-on-console.ts', 'tests/support/remove-temp-dirs.ts'],
          sequence: { groupOrder: 1 },
          // The load test keeps one core busy; the other files share the second.
          maxWorkers: 2,
          testTimeout: 120_000,
          hookTimeout: 90_000,
        },
      },
      {
        // The same against a real PostgreSQL server; skipped, saying so, without TEST_DATABASE_URL.
        // One file at a time: one of them cuts the database off.
        test: {
          name: 'ops-postgres',
          environment: 'node',
          include: ['tests/ops/postgres/**/*.test.ts'],
          globalSetup: ['tests/support/server-bundle-setup.ts'],
          setupFiles: ['tests/support/fail-on-console.ts'],
          sequence: { groupOrder: 2 },
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 90_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          exclude: MOCKING_CLIENT_FILES,
          // One module graph per worker for all its files (107 s → 35 s alone on 2 cores; issue
          // 39): each test renders with its own i18n, query client and router, and the setup
          // file clears the DOM and storage after each.
          isolate: false,
          setupFiles: ['tests/support/client-setup.ts', 'tests/support/fail-on-console.ts'],
          // A limit for a hang, not a timing target: a form filled key by key takes 1–2 s alone
          // and passed 5 s on a machine busy with other work (the vacancy form's three tests).
          testTimeout: 15_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client-mocks',
          environment: 'jsdom',
          include: MOCKING_CLIENT_FILES,
          setupFiles: ['tests/support/client-setup.ts', 'tests/support/fail-on-console.ts'],
        },
      },
    ],
  },
});
