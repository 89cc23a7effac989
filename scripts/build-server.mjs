#!/usr/bin/env node
// The server as plain JavaScript for `npm start` and the Docker image (ADR 0026): our TypeScript
// bundled by esbuild into dist/server with the plain-JavaScript packages listed below, the other
// dependencies left to node_modules. Node then starts it without compiling anything (tsx stays for `npm run dev`, the tests and the maintenance scripts).
//
//   dist/server/main.js                the entry point
//   dist/server/extraction-worker.js   the resume-reading worker (a file of its own: a Worker
//                                      loads it by path, next to main.js)
//   dist/server/cpu-worker.js          a thread of the CPU pool (src/server/workers), which runs
//   dist/server/reading-worker.js      the coach's heavy steps and
//   dist/server/rendering-worker.js    the drawing of resumes, and
//   dist/server/tailoring-worker.js    the Resume Builder's reading and checking (each a file a
//                                      worker loads by path)
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { REPO_ROOT } from './lib/node-tools.mjs';

/**
 * Packages bundled into the server rather than loaded from node_modules at start: plain JavaScript
 * that reads no file of its own and whose module graphs are large (better-auth with kysely, the
 * ORM, zod, yaml, jose, hono, nodemailer…). Node resolved, read and compiled some 1,300 files of
 * them at every start, about 1 s of it (issue 36). Everything else — native parts, WebAssembly,
 * fonts, workers, React — still loads from node_modules as it does under tsx.
 */
const BUNDLED_PACKAGES = new Set([
  'better-auth',
  'better-call',
  'kysely',
  'drizzle-orm',
  'zod',
  'yaml',
  'jose',
  'hono',
  '@hono/node-server',
  'nodemailer',
  'ics',
  'sanitize-html',
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'entities',
  'postcss',
  'marked',
  'lru-cache',
  'papaparse',
  'snowball-stemmers',
]);
const BUNDLED_SCOPES = ['@better-auth/', '@better-fetch/', '@noble/'];

function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Leaves every package but those above to node_modules (esbuild's `packages: 'external'`). */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || args.kind === 'entry-point') return undefined;
      const name = packageOf(args.path);
      const bundled =
        BUNDLED_PACKAGES.has(name) || BUNDLED_SCOPES.some((scope) => name.startsWith(scope));
      return bundled ? undefined : { path: args.path, external: true };
    });
  },
};

/**
 * Bundles the server into `outdir` (dist/server unless told otherwise: the tests bundle the
 * sources they run into .test-results/server-bundle, tests/support/server-bundle-setup.ts).
 * Returns the size of the entry points in bytes.
 */
export async function buildServer(outdir = join(REPO_ROOT, 'dist/server')) {
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: REPO_ROOT,
    entryPoints: {
      main: 'src/server/main.ts',
      'extraction-worker': 'src/server/features/resumes/extraction/extraction-worker.ts',
      'cpu-worker': 'src/server/workers/cpu-worker.mjs',
      'reading-worker': 'src/server/ai/offline/reading-worker.ts',
      'rendering-worker': 'src/server/features/resumes/rendering/rendering-worker.ts',
      'tailoring-worker': 'src/server/features/resumes/tailoring/tailoring-worker.ts',
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Other packages load from node_modules as they do under tsx: the same versions, native parts
    // and files found next to them (PostgreSQL's binaries, fonts, pdf.js).
    plugins: [externalPackages],
    // What a bundled CommonJS package may still ask of Node's module system.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap: 'linked',
    // Stack traces keep the source's function names.
    keepNames: true,
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  return Object.values(result.metafile.outputs)
    .filter((output) => output.entryPoint)
    .reduce((sum, output) => sum + output.bytes, 0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const started = performance.now();
  const bytes = await buildServer();
  console.log(
    `server bundle: dist/server (${Math.round(bytes / 1024)} KB) in ${Math.round(performance.now() - started)} ms`,
  );
}
