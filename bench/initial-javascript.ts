import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

// Issue 9, budget 1: the JavaScript the landing page loads before anyone touches it, taken from
// the built files: the entry script of index.html, every <link rel=modulepreload>, and every
// module those import statically (what the browser must fetch before the entry can run).
// Dynamic import() targets are left out: they are the other routes' chunks.

export const INITIAL_JS_BUDGET_KB = 150;

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

const STATIC_IMPORT =
  /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g;

function staticImportsOf(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[1]!);
}

/** The landing page's initial scripts with raw and gzip sizes, largest first. */
export function measureInitialJavaScript(clientDir = 'dist/client'): ChunkSize[] {
  const root = resolve(clientDir);
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const entries = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]!);
  const seen = new Set<string>();
  const queue = entries.map((href) => join(root, href));
  const sizes: ChunkSize[] = [];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file);
    sizes.push({
      file: file.slice(root.length + 1),
      bytes: code.length,
      gzipBytes: gzipSync(code, { level: 9 }).length,
    });
    for (const specifier of staticImportsOf(code.toString('utf8'))) {
      queue.push(
        specifier.startsWith('/') ? join(root, specifier) : resolve(file, '..', specifier),
      );
    }
  }
  return sizes.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Markdown rows: one per chunk, then the total against the budget. */
export function initialJavaScriptRows(clientDir?: string): string[] {
  const sizes = measureInitialJavaScript(clientDir);
  const total = sizes.reduce((sum, size) => sum + size.gzipBytes, 0);
  const rawTotal = sizes.reduce((sum, size) => sum + size.bytes, 0);
  const verdict = total / 1024 <= INITIAL_JS_BUDGET_KB ? 'pass' : 'FAIL';
  return [
    ...sizes.map((size) => `| \`${size.file}\` | ${kb(size.bytes)} | ${kb(size.gzipBytes)} |`),
    `| **total (budget ≤ ${INITIAL_JS_BUDGET_KB} KB gzip: ${verdict})** | ${kb(rawTotal)} | **${kb(total)}** |`,
  ];
}

export const INITIAL_JAVASCRIPT_HEADER = [
  'Landing page initial JavaScript (entry, modulepreloads and their static imports; gzip -9, KB = 1024 B)',
  '',
  '| Chunk | raw KB | gzip KB |',
  '|---|---|---|',
].join('\n');

// `node --import tsx bench/initial-javascript.ts [clientDir]` measures a build alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(
    `\n${INITIAL_JAVASCRIPT_HEADER}\n${initialJavaScriptRows(process.argv[2]).join('\n')}`,
  );
}
