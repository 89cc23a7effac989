#!/usr/bin/env node
// The server as plain JavaScript for `npm start` and the Docker image (ADR 0026): our TypeScript
// bundled by esbuild into dist/server, dependencies left to node_modules. Node then starts it
// without compiling anything (tsx stays for `npm run dev`, the tests and the maintenance scripts).
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
    // Packages load from node_modules as they do under tsx: the same versions, native parts and
    // files found next to them (PostgreSQL's binaries, fonts, pdf.js).
    packages: 'external',
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
