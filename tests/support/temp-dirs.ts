import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Folders a test file makes under the system's temporary folder, removed after the file
// (tests/support/remove-temp-dirs.ts): a CI machine that runs the suite every day kept 23,000
// of them (6.5 GB) before they were.
const made: string[] = [];

/** A new empty folder under the system's temporary folder, removed after the test file. */
export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes every folder `makeTempDir` made so far (an embedded database's files included). */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
