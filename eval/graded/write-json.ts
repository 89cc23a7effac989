// Data the evals write (corpora, ratings, fitted weights, figures) is committed and checked by
// `prettier --check` in CI, which formats JSON differently from JSON.stringify (short arrays on one
// line). A file written as JSON.stringify left it had failed a CI run; each is formatted as written.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { binPath } from '../../scripts/lib/node-tools.mjs';

/** Writes `value` as JSON to `file`, formatted as the repository's Prettier formats it. */
export function writeJsonFile(file: string, value: unknown): void {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
  const result = spawnSync(
    process.execPath,
    [binPath('prettier'), '--write', '--log-level=warn', file],
    {
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    throw new Error(`prettier could not format ${file}: ${result.stderr || result.error?.message}`);
  }
}
