import { existsSync, readFileSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

// Which files and packages a program loads when it runs: the static value imports (not
// `import type`), re-exports and literal dynamic imports, followed from its entry points.

export interface ImportGraph {
  /** Repository-relative paths of every source file reached. */
  files: string[];
  /** npm package names imported from those files. */
  packages: string[];
}

const STATIC_IMPORT =
  /(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '.json', '/index.ts', '/index.js'];

export function importGraph(root: string, entries: string[]): ImportGraph {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = entries.map((entry) => resolve(root, entry));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    if (file.endsWith('.json')) continue;
    for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) {
        queue.push(resolveRelative(file, specifier));
      } else if (!isBuiltin(specifier)) {
        packages.add(packageName(specifier));
      }
    }
  }
  return {
    files: [...files].map((file) => relative(root, file)).sort(),
    packages: [...packages].sort(),
  };
}

function specifiersOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(STATIC_IMPORT)) {
    if (!match[1]) found.push(match[2] ?? '');
  }
  for (const match of source.matchAll(DYNAMIC_IMPORT)) found.push(match[1] ?? '');
  return found;
}

function resolveRelative(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const candidates = [...EXTENSIONS.map((ext) => base + ext), base.replace(/\.js$/, '.ts')];
  const found = candidates.find((path) => existsSync(path) && statSync(path).isFile());
  if (!found) throw new Error(`cannot resolve ${specifier} from ${from}`);
  return found;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/**
 * Whether a repository-relative path is left out of the build context by .dockerignore patterns
 * (the subset used here: `*`, `**`, `?`, and `!` to bring a path back; the last match wins).
 */
export function isDockerIgnored(path: string, patterns: string[]): boolean {
  let ignored = false;
  for (const raw of patterns) {
    const isNegated = raw.startsWith('!');
    const pattern = (isNegated ? raw.slice(1) : raw).replace(/^\/+|\/+$/g, '');
    if (matchesPathOrParent(path, globToRegExp(pattern))) ignored = !isNegated;
  }
  return ignored;
}

export function readDockerignore(root: string): string[] {
  return readFileSync(join(root, '.dockerignore'), 'utf8')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

function matchesPathOrParent(path: string, pattern: RegExp): boolean {
  const parts = path.split('/');
  return parts.some((_, index) => pattern.test(parts.slice(0, index + 1).join('/')));
}

function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let index = 0; index < glob.length; index += 1) {
    const char = glob[index] as string;
    if (glob.startsWith('**/', index)) {
      source += '(?:.*/)?';
      index += 2;
    } else if (glob.startsWith('**', index)) {
      source += '.*';
      index += 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}
