import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// A visitor who opens a vacancy or a post from a link would otherwise wait for the entry script
// to run before the page's own chunk and its texts are even requested (docs/benchmarks.md,
// Lighthouse). The public pages get <link rel=modulepreload> for them in the HTML, from the
// build's manifest; which client module a page needs is the feature's to say (server-pages.ts).
// A stale module name only costs a preload.

/**
 * Lazy routes wait for every namespace but the deferred ones (client/lib/load-i18n.ts); English
 * is the default language.
 */
const ENGLISH_TEXTS =
  /^(?:\.\.\/shared\/)?locales\/en\/(?!(?:jobMail|tryQuestion)\.json$)[^/]+\.json$/;

type Manifest = Record<string, { file: string; imports?: string[] }>;

function readManifest(clientDir: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null; // A build without a manifest (or none yet) simply gets no preloads.
  }
}

/** Adds the file of the chunk `key` and of every chunk it imports to `files`. */
function addFilesOf(manifest: Manifest, { key, files }: { key: string; files: Set<string> }): void {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) addFilesOf(manifest, { key: imported, files });
}

/**
 * `indexHtml` with modulepreload links for the chunks the page's module needs that it does not
 * already load, or unchanged for a page without one.
 */
export function withRoutePreloads(options: {
  indexHtml: string;
  clientDir: string;
  /** The page's client module (src/client/…), or null for a page without preloads. */
  clientModule: string | null;
  /** The feature texts its route waits for (besides common and errors), or null for all. */
  textNamespaces?: readonly string[] | null;
}): string {
  if (!options.clientModule) return options.indexHtml;
  const manifest = readManifest(options.clientDir);
  if (!manifest) return options.indexHtml;
  const files = new Set<string>();
  addFilesOf(manifest, { key: options.clientModule, files });
  const wanted = options.textNamespaces && new Set(['common', 'errors', ...options.textNamespaces]);
  for (const key of Object.keys(manifest)) {
    if (!ENGLISH_TEXTS.test(key)) continue;
    const namespace = key.replace(/^.*\/([^/]+)\.json$/, '$1');
    if (!wanted || wanted.has(namespace)) addFilesOf(manifest, { key, files });
  }
  const links = [...files]
    .filter((file) => !options.indexHtml.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  return options.indexHtml.replace('</head>', `${links}</head>`);
}
