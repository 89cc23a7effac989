// A thread of the CPU pool (cpu-pool.ts): runs one exported function of one task module per
// task. When the server runs from TypeScript (tsx in `npm run dev`, the browser tests), the task
// module is a .ts file and the loader is registered here first; the bundle of `npm start` names
// its .js siblings in dist/server.
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

let registered;

// The server's thread answers requests first: this thread lowers its own priority, as
// thread-priority.ts does for the resume reader's workers (plain JavaScript here, since this file
// loads before tsx can). Nothing changes where the system does not allow it.
try {
  const thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
  setPriority(thread, Math.min(19, getPriority(thread) + 10));
} catch {
  // Not Linux, or not allowed: the thread keeps the server's priority.
}

export async function run({ module, name, input }) {
  if (module.endsWith('.ts')) {
    registered ??= import('tsx/esm/api').then(({ register }) => register());
    await registered;
  }
  const loaded = await import(module);
  return loaded[name](input);
}
