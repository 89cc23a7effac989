import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

/**
 * 11 is brotli's best and slowest (seconds for the whole client); its files are about 9% smaller
 * than at 9, which a phone on a slow network feels. A quick local build may lower it.
 */
const BROTLI_QUALITY = Number(process.env.BUILD_BROTLI_QUALITY ?? 11);

/**
 * Files worth compressing (text, and the voice model and its WebAssembly runtime, which brotli
 * shrinks to about a quarter); source maps are left alone (only developers fetch them).
 */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|xml|wasm|onnx)$/;

/**
 * Where compressed files are kept between builds, by their content and level: the voice runtime's
 * 14 MB of WebAssembly takes 26 s at brotli 11 and never changes between builds of one install,
 * so `npm start` after the first compresses only what changed.
 */
const COMPRESSED_CACHE = 'node_modules/.cache/hireready/compressed';

/** The compressed bytes of `content` as `compress` makes them, from the cache when there. */
function compressOnce(
  content: Buffer,
  { key, compress }: { key: string; compress: (content: Buffer) => Buffer },
): Buffer {
  const digest = createHash('sha256').update(content).digest('hex');
  const cached = join(COMPRESSED_CACHE, `${digest}.${key}`);
  if (existsSync(cached)) {
    const now = new Date();
    utimesSync(cached, now, now);
    return readFileSync(cached);
  }
  const compressed = compress(content);
  try {
    mkdirSync(COMPRESSED_CACHE, { recursive: true });
    // Written whole under a temporary name first: another build never reads half a file.
    writeFileSync(`${cached}.${process.pid}.tmp`, compressed);
    renameSync(`${cached}.${process.pid}.tmp`, cached);
  } catch {
    // A cache that cannot be written only means compressing again next time.
  }
  return compressed;
}

/** Cached files no build has used for this long are removed, so the cache never only grows. */
const CACHE_UNUSED_MS = 7 * 24 * 60 * 60 * 1000;

function pruneCompressedCache(): void {
  if (!existsSync(COMPRESSED_CACHE)) return;
  for (const name of readdirSync(COMPRESSED_CACHE)) {
    const file = join(COMPRESSED_CACHE, name);
    if (Date.now() - statSync(file).mtimeMs > CACHE_UNUSED_MS) rmSync(file, { force: true });
  }
}

/**
 * Writes a .br and a .gz next to every compressible built file, at the highest levels, once at
 * build time; the server sends them with Content-Encoding (src/server/http/spa.ts) instead of
 * compressing the same bytes on every request.
 */
function precompress(): Plugin {
  return {
    name: 'hireready:precompress',
    apply: 'build',
    writeBundle(options) {
      const outDir = options.dir;
      if (!outDir) return;
      pruneCompressedCache();
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const file = join(entry.parentPath, entry.name);
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.gz`,
          compressOnce(content, { key: 'gz9', compress: (bytes) => gzipSync(bytes, { level: 9 }) }),
        );
        writeFileSync(
          `${file}.br`,
          compressOnce(content, {
            key: `br${BROTLI_QUALITY}`,
            compress: (bytes) =>
              brotliCompressSync(bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
          }),
        );
      }
    },
  };
}

/** The module main.tsx imports once the prerendered page has painted. */
const APP_MODULE = /[\\/]src[\\/]client[\\/]start-app\.tsx$/;

/**
 * main.tsx imports the app dynamically (so a prerendered page paints before the app's code is
 * evaluated), and Vite preloads only static imports from the HTML. This adds modulepreload links
 * for the app's chunk and everything it imports statically, so they download with the entry as
 * before instead of after it. The prerendered landing page and the pages the server renders (a
 * post, a vacancy: src/server/http/server-render.ts) drop them: they have their content, and their
 * scripts should not compete with the stylesheet for the first paint.
 */
function preloadApp(): Plugin {
  return {
    name: 'hireready:preload-app',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const app = chunks.find(
          (chunk) => chunk.facadeModuleId && APP_MODULE.test(chunk.facadeModuleId),
        );
        if (!html || html.type !== 'asset' || !app) return;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        visit(app.fileName);
        const source = String(html.source);
        const links = [...files]
          .filter((file) => !source.includes(`/${file}"`))
          .map(
            (file) =>
              `    <link rel="modulepreload" crossorigin href="/${file}" data-app-preload>\n`,
          )
          .join('');
        html.source = source.replace('</head>', `${links}  </head>`);
      },
    },
  };
}

/**
 * Libraries the server-side build takes with a part replaced for rendering on the server: the
 * translation hook (src/client/lib/server-translation.ts) and the links
 * (src/client/lib/server-router.ts), each the library itself with that part lighter (issue 36).
 */
const SERVER_VERSIONS: Record<string, string> = {
  'react-i18next': join(process.cwd(), 'src/client/lib/server-translation.ts'),
  'react-router': join(process.cwd(), 'src/client/lib/server-router.ts'),
};

/**
 * Every import of those libraries in the server-side build gets the server's version, except
 * the module that provides it, which gets the library itself.
 */
function serverVersions(): Plugin {
  return {
    name: 'hireready:server-versions',
    enforce: 'pre',
    resolveId(source, importer) {
      const replacement = SERVER_VERSIONS[source];
      if (!replacement || !importer || importer === replacement) return null;
      return replacement;
    },
  };
}

/**
 * The server-side build (prerender.tsx): the landing page rendered to HTML once at build time (by
 * scripts/prerender.ts), and a blog post or a vacancy rendered per request by the server
 * (src/server/http/spa.ts), so the first paint comes with the document. Only Node runs it. The
 * libraries are bundled in, so the output runs wherever it is copied, with or without
 * node_modules beside it; it goes next to the client's build, where the server looks for it.
 */
const ssrBuild: UserConfig = {
  root: 'src/client',
  publicDir: false,
  plugins: [react(), serverVersions()],
  ssr: { noExternal: true },
  build: {
    outDir: '../../dist/ssr',
    emptyOutDir: true,
  },
};

const clientBuild: UserConfig = {
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), preloadApp(), precompress()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunks each route needs, for the server's per-page preloads.
    manifest: true,
    // No preloading helper around dynamic imports. It inserted a <link rel=modulepreload> for
    // each dependency of every chunk loaded on demand (the app, the first route, its texts:
    // about fifty on a vacancy), and those DOM insertions were most of the main-thread time a
    // server-rendered page spent before hydrating (docs/benchmarks.md, Lighthouse; ADR 0019).
    // Rolldown lists a chunk's dependencies as direct imports, so the browser still fetches them
    // in parallel, one round trip after the chunk; the HTML preloads the app (preloadApp) and a
    // public page's route (src/server/http/route-preloads.ts).
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page runs, in one chunk: it compresses better than a dozen small
          // ones and stays cached across releases that change only the app. Route chunks, and
          // libraries only some routes use (zod, marked), stay out of it (docs/benchmarks.md).
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|hono|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/livez': `http://127.0.0.1:${apiPort}`,
      '/readyz': `http://127.0.0.1:${apiPort}`,
    },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : clientBuild));
