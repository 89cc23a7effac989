// Which server test files open a database: those whose imports (followed through relative paths,
// static and dynamic) reach one of the test-side modules that make one. CI's second phase reruns
// only these on Debian's PostgreSQL; the rest test code that never sees a database, and they have
// run once already.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The modules that give a test a database or a server process that opens one. */
export const DATABASE_MODULES = [
  'tests/support/test-database.ts',
  'tests/support/data-dir-database.ts',
  'tests/support/server-process.ts',
];
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];

function resolveImport(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  // "./x.js" written for "./x.ts"
  const swapped = base.replace(/\.js$/, '.ts');
  return existsSync(swapped) ? swapped : null;
}

function listTestFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listTestFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The test files under `folder` (relative to `root`) that reach a database module, sorted. */
export function listDatabaseTests(root, folder = 'src/server') {
  const targets = new Set(DATABASE_MODULES.map((path) => join(root, path)));
  const reaches = new Map();
  const visit = (file) => {
    const known = reaches.get(file);
    if (known !== undefined) return known;
    reaches.set(file, false); // a cycle adds nothing
    if (targets.has(file)) {
      reaches.set(file, true);
      return true;
    }
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const next = resolveImport(file, match[1]);
      if (next !== null && visit(next)) {
        reaches.set(file, true);
        return true;
      }
    }
    return false;
  };
  return listTestFiles(join(root, folder))
    .filter((file) => visit(file))
    .map((file) => relative(root, file))
    .sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(dirname(new URL(import.meta.url).pathname), '../..');
  for (const file of listDatabaseTests(root)) console.log(file);
}
