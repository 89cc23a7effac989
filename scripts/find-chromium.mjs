#!/usr/bin/env node
// Finds the Chromium the end-to-end tests drive. We use the distribution's browser rather than
// `npx playwright install`: it gets security updates from apt and needs no download from a CDN.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
const APT_INSTALL = ['install', '-y', 'chromium'];

/**
 * How the tests and the benchmarks start Chromium: headless, in a container without a sandbox
 * or GPU, and quiet (no QUIC, first-run pages, background fetches or updates).
 */
export const CHROMIUM_HEADLESS_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export class ChromiumNotFoundError extends Error {
  name = 'ChromiumNotFoundError';
}

function isExecutableFile(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function isDebianLike() {
  return existsSync('/etc/debian_version');
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** Runs a command with its output on stderr (stdout stays clean for the CLI's printed path). */
function runStreaming(command, args, env) {
  const result = spawnSync(command, args, { stdio: ['ignore', 2, 2], env });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new ChromiumNotFoundError(
      `\`${[command, ...args].join(' ')}\` failed with exit code ${result.status ?? result.signal}.`,
    );
  }
}

function installWithApt(log) {
  log(
    `Chromium is not installed (${DEFAULT_CHROMIUM_PATH} is missing). ` +
      'Installing the Debian package "chromium" with apt-get; this takes a minute or two.',
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  runStreaming('apt-get', ['update'], env);
  runStreaming('apt-get', APT_INSTALL, env);
}

/**
 * Returns the path of a Chromium executable: $CHROMIUM_PATH if set, else /usr/bin/chromium,
 * installing the Debian package when that is possible (Debian/Ubuntu, running as root).
 * Throws ChromiumNotFoundError with the command a person should run otherwise.
 */
export function findChromium({ env = process.env, log = (line) => console.error(line) } = {}) {
  const configured = env.CHROMIUM_PATH;
  if (configured) {
    if (isExecutableFile(configured)) return configured;
    throw new ChromiumNotFoundError(
      `CHROMIUM_PATH is set to "${configured}", but no executable file is there. ` +
        'Point it at a Chromium binary or unset it to use /usr/bin/chromium.',
    );
  }
  if (isExecutableFile(DEFAULT_CHROMIUM_PATH)) return DEFAULT_CHROMIUM_PATH;

  if (!isDebianLike()) {
    throw new ChromiumNotFoundError(
      `Chromium was not found at ${DEFAULT_CHROMIUM_PATH}. Install Chromium and ` +
        'set CHROMIUM_PATH=/path/to/chromium.',
    );
  }
  if (!isRoot()) {
    throw new ChromiumNotFoundError(
      `Chromium was not found at ${DEFAULT_CHROMIUM_PATH}. Install it with:\n` +
        '  sudo apt-get install -y chromium\n' +
        'or set CHROMIUM_PATH=/path/to/chromium.',
    );
  }
  installWithApt(log);
  if (isExecutableFile(DEFAULT_CHROMIUM_PATH)) return DEFAULT_CHROMIUM_PATH;
  throw new ChromiumNotFoundError(
    `apt-get installed "chromium", but ${DEFAULT_CHROMIUM_PATH} is still missing. ` +
      'Set CHROMIUM_PATH=/path/to/chromium.',
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    console.log(findChromium());
  } catch (error) {
    console.error(error instanceof ChromiumNotFoundError ? error.message : error);
    process.exit(1);
  }
}
