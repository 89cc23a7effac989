import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The installation's root, where package.json is: found by walking up from this module, so the
 * files the server reads at run time (migrations, starter posts, the common-password list) are
 * found the same way from src/server (tsx, in development and tests) and from the one bundled
 * file in dist/server that `npm start` runs.
 */
function findAppRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
}

export const APP_ROOT = findAppRoot(import.meta.dirname);

/** A file or directory of the installation, by its path from the root. */
export function appPath(path: string): string {
  return join(APP_ROOT, path);
}
