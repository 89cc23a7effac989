import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSecrets } from './support/secret-scan';

// The browser gets only what the client build writes. It is built here, into a temporary
// directory, with fake secrets in the environment the way a server deployment has them, and every
// file it writes is searched: for those values and for anything shaped like a key.
//
// Source maps ship (vite.config.ts: sourcemap: true) and are served next to the bundles, so they
// are searched too, sources included: the project is open source, its code is no secret, but a
// value baked into it would be.

const run = promisify(execFile);
const token = (bytes: number) => randomBytes(bytes).toString('base64url');

const SMTP_PASSWORD = token(12);
const DATABASE_PASSWORD = token(12);
const FAKE_ENV: Record<string, string> = {
  AI_API_KEY: `sk-${token(24)}`,
  AUTH_SECRET: token(32),
  GOOGLE_CLIENT_SECRET: `GOCSPX-${token(20)}`,
  S3_ACCESS_KEY_ID: `AKIA${randomBytes(8).toString('hex').toUpperCase()}`,
  S3_SECRET_ACCESS_KEY: token(30),
  SMTP_URL: `smtps://mailer:${SMTP_PASSWORD}@smtp.example.com:465`,
  DATABASE_URL: `postgres://hireready:${DATABASE_PASSWORD}@db.example.com:5432/hireready`,
};
const PLANTED = [...Object.values(FAKE_ENV), SMTP_PASSWORD, DATABASE_PASSWORD];

/**
 * Long runs that are not secrets: emitted file names (`name-<8-character content hash>`, with a
 * leading underscore for shared chunks in the build manifest), paths
 * in import lists and source maps, and generated identifiers inside third-party code (pdf.js's
 * wasm-bindgen imports, rolldown's file-URL placeholders).
 */
function isKnownHarmless(run: string): boolean {
  return (
    /^\/|^assets\/|node_modules/.test(run) ||
    /^_?(?:[a-z0-9]+[-_.])*[a-z0-9]+-[A-Za-z0-9_-]{8}$/.test(run) ||
    /^(?:__wbg_|ROLLDOWN_FILE_URL_)/.test(run) ||
    // A documentation link in a library's comment (uPlot's source map cites MDN's en-US/docs/…).
    /^(?:[A-Za-z][A-Za-z0-9-]*\/)+(?:en-US\/)?docs\/(?:[A-Za-z][A-Za-z0-9-]*\/?)+$/.test(run)
  );
}

/** The voice model and its runtime (ADR 0040), and their precompressed copies. */
const BINARY_ASSET = /\.(?:wasm|onnx)(?:\.br|\.gz)?$/;

/** A file's text; precompressed copies (.br, .gz) are searched as what the browser unpacks. */
function readText(file: string): string {
  const bytes = readFileSync(file);
  if (file.endsWith('.br')) return brotliDecompressSync(bytes).toString('latin1');
  if (file.endsWith('.gz')) return gunzipSync(bytes).toString('latin1');
  return bytes.toString('latin1');
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

let outDir: string;
let files: string[];
beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'hireready-security-client-'));
  await run(
    join('node_modules', '.bin', 'vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      // A quicker brotli level: these files are searched, not served.
      env: { ...process.env, ...FAKE_ENV, BUILD_BROTLI_QUALITY: '4' },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  files = listFiles(outDir);
}, 300_000);
afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('the client build', () => {
  it('writes the app, its bundles and their source maps', () => {
    const names = files.map((file) => relative(outDir, file));
    expect(names).toContain('index.html');
    expect(names.some((name) => /^assets\/.+\.js$/.test(name))).toBe(true);
    expect(names.some((name) => /^assets\/.+\.js\.map$/.test(name))).toBe(true);
  });

  it('contains none of the server secrets and nothing shaped like a key', () => {
    const findings = files.flatMap((file) =>
      findSecrets(readText(file), {
        planted: PLANTED,
        // Compiled binaries copied from npm (the voice model and its WebAssembly runtime) are
        // searched for the planted values only: their machine code is dense with runs that look
        // random, and nothing of the build's environment is compiled into them.
        isAllowedRun: BINARY_ASSET.test(file) ? () => true : isKnownHarmless,
      }).map((finding) => ({ file: relative(outDir, file), ...finding })),
    );
    expect(files.some((file) => BINARY_ASSET.test(file))).toBe(true);
    expect(findings).toEqual([]);
  });

  it('has no inline script for the Content-Security-Policy to refuse', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });
});
