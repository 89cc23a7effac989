import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listDatabaseTests } from './database-tests.mjs';
import { REPO_ROOT } from './node-tools.mjs';

function serverTestFiles(dir = join(REPO_ROOT, 'src/server')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverTestFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the server tests CI reruns on PostgreSQL', () => {
  const listed = listDatabaseTests(REPO_ROOT);

  it('are the ones that open a database, through a helper or directly', () => {
    expect(listed).toContain('src/server/features/resumes/resume-review.test.ts');
    expect(listed).toContain('src/server/app.test.ts');
    expect(listed).not.toContain('src/server/features/resumes/matching/match-report.test.ts');
  });

  it('miss no file that builds the test app or a test database', () => {
    const opening = serverTestFiles()
      .filter((file) =>
        /tests\/support\/(?:test-app|test-database|sign-up|data-dir-database|server-process)/.test(
          readFileSync(file, 'utf8'),
        ),
      )
      .map((file) => file.slice(REPO_ROOT.length + 1));
    expect(opening.length).toBeGreaterThan(20);
    expect(opening.filter((file) => !listed.includes(file))).toEqual([]);
  });
});
