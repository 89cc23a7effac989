// Checks that package-lock.json can install on every platform, not only the one that wrote it.
// npm records an optional platform package (esbuild's, Tailwind's oxide…) only when the writing
// npm resolved it; a lock file missing one makes `npm ci` refuse on every machine with npm 11
// ("Missing: @tailwindcss/oxide-darwin-arm64@4.3.5 from lock file"), whatever the platform.
import { readFileSync } from 'node:fs';

/**
 * Where npm would find `name` for the package installed at `fromPath` (a lock "packages" key such
 * as "node_modules/a/node_modules/b"), walking up the nested node_modules folders as Node does.
 */
function resolveInLock(packages, fromPath, name) {
  let base = fromPath;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (candidate in packages) return candidate;
    if (!base) return null;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

/**
 * Every optional dependency declared by a locked package that has no entry of its own, as
 * "dependent → name@range". An empty list means `npm ci` accepts the lock on any platform.
 */
export function findMissingOptionalPackages(lock) {
  const packages = lock.packages ?? {};
  const missing = [];
  for (const [path, entry] of Object.entries(packages)) {
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      if (resolveInLock(packages, path, name) === null) {
        missing.push(`${path || '(root)'} → ${name}@${range}`);
      }
    }
  }
  return missing;
}

export function readLockFile(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}
