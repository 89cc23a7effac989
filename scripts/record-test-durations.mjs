// Records how long each unit test file took in the last `npm test` (.test-results/vitest.json)
// into tests/support/test-durations.json, which the sequencer reads to start long files first.
//   node scripts/record-test-durations.mjs [path/to/vitest.json]
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const report = JSON.parse(
  readFileSync(process.argv[2] ?? `${root}/.test-results/vitest.json`, 'utf8'),
);
const seconds = {};
for (const file of report.testResults) {
  const took = (file.endTime - file.startTime) / 1000;
  // The report names files by the absolute path of the checkout it ran in.
  const name = file.name.replace(/^.*?\/((?:src|tests|scripts)\/)/u, '$1');
  if (took >= 1) seconds[relative('.', name)] = Math.round(took * 10) / 10;
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(
  `${root}/tests/support/test-durations.json`,
  `${JSON.stringify({ note: 'Seconds per unit test file in a recorded run (scripts/record-test-durations.mjs); files under 1 s are left out.', seconds: sorted }, null, 2)}\n`,
);
console.log(`${Object.keys(sorted).length} files recorded`);
