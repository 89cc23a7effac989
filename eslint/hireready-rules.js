import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';

// The project's own lint rules, kept small and without dependencies:
// - feature-boundaries: a feature never imports another feature (src/{server,client}/features/X
//   may import shared code, lib/http/db layers and itself, never features/Y). What two features
//   share moves down a layer.
// - no-import-cycles: no file imports (at run time: `import type` does not count) a chain of
//   files that leads back to itself.

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];
const VALUE_IMPORT =
  /(?:^|[\n;])\s*(import|export)\s+(type\s+)?(?:[\w*{}\s,$]*?\s+from\s+)?['"](\.[^'"]*)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function resolveImport(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier);
  for (const extension of ['', ...EXTENSIONS]) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function featureOf(file) {
  const match = /[\\/]src[\\/](server|client)[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file);
  return match ? `${match[1]}/${match[2]}` : null;
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports no other feature.' },
    messages: {
      crossFeature:
        '{{from}} imports {{to}}: features do not import each other. Move what both need down a layer (shared, lib, http).',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = featureOf(file);
    if (!own) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = featureOf(resolve(dirname(file), specifier) + sep);
      if (target && target !== own) {
        context.report({ node, messageId: 'crossFeature', data: { from: own, to: target } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/** The run-time imports of a file (relative ones; `import type` and `export type` left out). */
function valueImports(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const found = [];
  for (const match of text.matchAll(VALUE_IMPORT)) {
    if (match[2]) continue;
    const target = resolveImport(file, match[3]);
    if (target) found.push(target);
  }
  for (const match of text.matchAll(DYNAMIC_IMPORT)) {
    const target = resolveImport(file, match[1]);
    if (target) found.push(target);
  }
  return found;
}

const edges = new Map();
function importsOf(file) {
  let found = edges.get(file);
  if (!found) {
    found = valueImports(file);
    edges.set(file, found);
  }
  return found;
}

/** A chain of imports from `start` back to itself, or null. */
function cycleThrough(start) {
  const seen = new Set();
  const path = [];
  const visit = (file) => {
    for (const next of importsOf(file)) {
      if (next === start) return [...path, next];
      if (seen.has(next)) continue;
      seen.add(next);
      path.push(next);
      const found = visit(next);
      if (found) return found;
      path.pop();
    }
    return null;
  };
  return visit(start);
}

const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No chain of run-time imports leads back to the importing file.' },
    messages: { cycle: 'Import cycle: {{chain}}' },
    schema: [],
  },
  create(context) {
    return {
      'Program:exit'(node) {
        const file = context.filename;
        // Lint sees the file as it is being edited; the graph reads the others from disk.
        edges.delete(file);
        const cycle = cycleThrough(file);
        if (!cycle) return;
        const root = context.cwd ?? process.cwd();
        const chain = [file, ...cycle].map((step) => relative(root, step)).join(' → ');
        context.report({ node, messageId: 'cycle', data: { chain } });
      },
    };
  },
};

export default {
  meta: { name: 'hireready' },
  rules: { 'feature-boundaries': featureBoundaries, 'no-import-cycles': noImportCycles },
};
