import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's own order, with the files of each project started longest first by the durations of a
 * recorded run (tests/support/test-durations.json, `node scripts/record-test-durations.mjs` after a
 * run). On a clean clone Vitest has no durations of its own and starts the largest files first:
 * the corpus-wide checks and the long operations files then started last and ran on alone while
 * the other worker waited (the unit phase 620 s, of 987 s of files on two workers).
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const seconds = recordedSeconds();
    const root = this.ctx.config.root;
    const known = (spec: TestSpecification) => seconds[relative(root, spec.moduleId)] ?? 0;
    // Within each project in Vitest's order (groups and projects run in turn), longest first;
    // files with no recorded time keep their place after the recorded ones.
    const position = new Map(base.map((spec, index) => [spec, index]));
    const projectOrder = new Map<string, number>();
    for (const spec of base) {
      if (!projectOrder.has(spec.project.name))
        projectOrder.set(spec.project.name, projectOrder.size);
    }
    return [...base].sort(
      (a, b) =>
        (projectOrder.get(a.project.name) ?? 0) - (projectOrder.get(b.project.name) ?? 0) ||
        known(b) - known(a) ||
        (position.get(a) ?? 0) - (position.get(b) ?? 0),
    );
  }
}

function recordedSeconds(): Record<string, number> {
  try {
    const url = new URL('./test-durations.json', import.meta.url);
    return (JSON.parse(readFileSync(url, 'utf8')) as { seconds: Record<string, number> }).seconds;
  } catch {
    return {};
  }
}
