import { readlinkSync } from 'node:fs';
import { getPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { WORKER_THREAD_NICENESS } from './thread-priority';

// A worker thread gives way to the server's thread (issue 36): it lowers its own priority, and
// only its own, so the thread that answers requests keeps the CPU when both are ready.

const MODULE = fileURLToPath(new URL('./thread-priority.ts', import.meta.url));

function inWorker(): Promise<{ lowered: boolean; thread: number; threadNice: number }> {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    require('tsx/cjs/api').register();
    const { readlinkSync } = require('node:fs');
    const { getPriority } = require('node:os');
    const { lowerThisThreadPriority } = require(workerData);
    const lowered = lowerThisThreadPriority();
    const thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
    parentPort.postMessage({ lowered, thread, threadNice: getPriority(thread) });
    `,
    { eval: true, workerData: MODULE },
  );
  return new Promise((resolve, reject) => {
    worker.once('message', (message) => {
      void worker.terminate();
      resolve(message as { lowered: boolean; thread: number; threadNice: number });
    });
    worker.once('error', reject);
  });
}

describe.runIf(process.platform === 'linux')('worker thread priority', () => {
  it("lowers the worker thread's priority and leaves the server's thread as it was", async () => {
    const server = Number(readlinkSync('/proc/thread-self').split('/').pop());
    const before = getPriority(server);
    const worker = await inWorker();
    expect(worker.lowered).toBe(true);
    expect(worker.thread).not.toBe(server);
    expect(worker.threadNice).toBe(Math.min(19, before + WORKER_THREAD_NICENESS));
    expect(getPriority(server)).toBe(before);
  });
});
