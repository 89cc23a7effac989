#!/usr/bin/env node
// `npm run dev`: the API with reload on change (tsx watch) and the Vite dev server, which proxies
// /api, /livez and /readyz to the API. Each child's lines are prefixed with [api] or [web].
// Ctrl-C stops both; if either stops on its own, the other is stopped and we exit non-zero.
//
//   PORT      the address you open in the browser (Vite), default 3000
//   API_PORT  the API server behind it, default 3001
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { REPO_ROOT, binPath } from './lib/node-tools.mjs';

const webPort = process.env.PORT || '3000';
const apiPort = process.env.API_PORT || '3001';
const useColor = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const colorize = (code, text) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text);

const children = new Map();
let isStopping = false;
let exitCode = 0;

function start(name, color, script, args, env) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, ...(useColor ? { FORCE_COLOR: '1' } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it also stops what it started (tsx runs the server
    // in a grandchild that would otherwise outlive a killed tsx and keep the port).
    detached: true,
  });
  const prefix = colorize(color, `[${name}]`);
  for (const stream of [child.stdout, child.stderr]) {
    const target = stream === child.stdout ? process.stdout : process.stderr;
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      target.write(`${prefix} ${line}\n`);
    });
  }
  child.on('error', (error) => {
    console.error(`${prefix} could not start: ${error.message}`);
  });
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!isStopping) {
      console.error(`${prefix} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
      stopAll(code || 1);
    }
    signalGroup(child, 'SIGTERM'); // anything it left behind
    if (children.size === 0) process.exit(exitCode);
  });
  children.set(name, child);
}

function stopAll(code) {
  if (isStopping) return;
  isStopping = true;
  exitCode = code;
  for (const child of children.values()) signalGroup(child, 'SIGTERM');
  // Whatever ignores SIGTERM for this long is killed, so Ctrl-C always returns the prompt.
  setTimeout(() => {
    for (const child of children.values()) signalGroup(child, 'SIGKILL');
    process.exit(exitCode);
  }, 12_000).unref();
  if (children.size === 0) process.exit(exitCode);
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

start('api', '36', binPath('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], {
  PORT: apiPort,
  // The server assumes production unless told (src/server/main.ts).
  NODE_ENV: process.env.NODE_ENV || 'development',
});
start('web', '35', binPath('vite'), ['--port', webPort, '--strictPort'], {
  PORT: webPort,
  API_PORT: apiPort,
});
console.log(
  `Open http://localhost:${webPort} (API on http://localhost:${apiPort}). Ctrl-C stops both.`,
);
