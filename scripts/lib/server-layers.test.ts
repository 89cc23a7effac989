import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// The server's modules stand in layers (language and the job-description reader below the coach,
// the coach and the database below the features, the composition root on top): no module imports
// one that imports it back, through any chain, types included (issue 39). A module is a top-level
// folder of src/server, or one feature's folder; the files at the top level are each their own.

const SERVER = 'src/server';
const IMPORT = /(?:from\s+|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    const isSource = /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);
    return isSource && !name.startsWith('test-') && !path.includes(`${sep}testing${sep}`)
      ? [path]
      : [];
  });
}

function moduleOf(path: string): string {
  const parts = relative(SERVER, path).split(sep);
  if (parts[0] === 'features' && parts.length > 2) return `features/${parts[1]}`;
  return parts[0]!;
}

/** Each module's imports of other modules, with a file that makes each. */
function moduleGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(SERVER)) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = normalize(join(dirname(file), specifier!));
      if (!target.startsWith(SERVER)) continue;
      const [from, to] = [moduleOf(file), moduleOf(target)];
      if (from === to) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      edges.set(to, file);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** The chains of imports that come back to where they started. */
function cycles(graph: Map<string, Map<string, string>>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const walk = (node: string, path: string[]) => {
    if (path.includes(node)) {
      found.push([...path.slice(path.indexOf(node)), node].join(' → '));
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node)?.keys() ?? []) walk(next, [...path, node]);
    done.add(node);
  };
  for (const node of graph.keys()) walk(node, []);
  return found;
}

describe('the layers of the server', () => {
  it('has no module that imports one that imports it back', () => {
    const graph = moduleGraph();
    expect(graph.get('features/interviews')?.has('ai')).toBe(true); // the graph is read at all
    expect(cycles(graph)).toEqual([]);
  });
});
