// Build step after `vite build` and `vite build --ssr` (package.json "build"): writes the landing
// page rendered in each language next to the built index.html, for the server to send for `/`
// (src/server/http/spa.ts). The server renders a blog post and a vacancy per request with the
// same ssr build, which it expects next to the client dir (<out>/client and <out>/ssr).
// Usage: node --import tsx scripts/prerender.ts [clientDir] [ssrDir]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Resource } from 'i18next';
import type { Language } from '../src/shared/language';
import {
  PRERENDERED_LANGUAGES,
  prerenderedLandingFile,
  withDocumentLanguage,
} from '../src/server/http/document-language';
import { escapeHtml, jsonDataScript } from '../src/server/http/seo';
import {
  hasEmptyRoot,
  withoutAppPreloads,
  withRenderedRoot,
} from '../src/server/http/server-render';

interface PrerenderEntry {
  renderLanding(language: Language): {
    html: string;
    title: string;
    texts: Resource;
    textsId: string;
  };
}

const TITLE = /<title>[\s\S]*?<\/title>/i;

const clientDir = resolve(process.argv[2] ?? 'dist/client');
const ssrDir = resolve(process.argv[3] ?? join(clientDir, '..', 'ssr'));
const indexHtml = readFileSync(join(clientDir, 'index.html'), 'utf8');
if (!hasEmptyRoot(indexHtml)) throw new Error(`${clientDir}/index.html has no empty #root.`);

const entry = (await import(pathToFileURL(join(ssrDir, 'prerender.js')).href)) as PrerenderEntry;

function textsScripts(page: { texts: Resource; textsId: string }): string[] {
  return Object.keys(page.texts).length > 0 ? [jsonDataScript(page.textsId, page.texts)] : [];
}

for (const language of PRERENDERED_LANGUAGES) {
  const page = entry.renderLanding(language);
  const document = withRenderedRoot(
    withDocumentLanguage(withoutAppPreloads(indexHtml), language).replace(
      TITLE,
      () => `<title>${escapeHtml(page.title)}</title>`,
    ),
    { html: page.html, dataScripts: textsScripts(page) },
  );
  const file = prerenderedLandingFile(clientDir, language);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, document);
  console.log(`prerendered / (${language}): ${file} (${(document.length / 1024).toFixed(1)} KB)`);
}
