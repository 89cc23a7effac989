// Work that holds the server's thread for more than a few milliseconds (reading a long interview
// answer, planning an interview's questions, drawing a resume as PDF or Word) runs in worker
// threads (Piscina) once the server has turned them on, so other requests and /livez keep being
// answered (issue 36). Each task names a module of its own feature and a function in it; the
// pool only carries them. In-process tests run the same functions where they are, unless a test
// turns the pool on.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';

const DISPATCHER = fileURLToPath(
  new URL(
    import.meta.url.endsWith('.ts') ? './cpu-worker.mjs' : './cpu-worker.js',
    import.meta.url,
  ),
);

let isEnabled = false;
let pool: Piscina | undefined;
let doneOffThread = 0;

/** Turns the pool on (the server does at start). */
export function enableCpuWorkers(): void {
  isEnabled = true;
}

export function cpuWorkersEnabled(): boolean {
  return isEnabled;
}

function cpuPool(): Piscina {
  pool ??= new Piscina({
    filename: DISPATCHER,
    name: 'run',
    // One thread per core but the server's own, at least one, at most two.
    maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
    minThreads: 1,
    // A thread keeps what its tasks loaded (lexicons, fonts) for the next task a while.
    idleTimeout: 10 * 60_000,
  });
  return pool;
}

/**
 * A module a task runs in: the TypeScript file beside `from` when the server runs from source,
 * its bundled sibling (a build entry of the same name) otherwise.
 */
export function taskModule(options: { from: string; name: string }): string {
  const isSource = options.from.endsWith('.ts');
  return fileURLToPath(new URL(`./${options.name}${isSource ? '.ts' : '.js'}`, options.from));
}

/**
 * `name` of `module` applied to `input`: in a worker thread when the pool is on, else here (the
 * same function either way). A worker that fails (it died, or cannot load) falls back to here,
 * so nothing a user sent is refused for it.
 */
export async function runOffThread<Input, Output>(task: {
  module: string;
  name: string;
  input: Input;
  here: (input: Input) => Output | Promise<Output>;
}): Promise<Output> {
  if (!isEnabled) return task.here(task.input);
  let output: Output;
  try {
    output = (await cpuPool().run({
      module: task.module,
      name: task.name,
      input: task.input,
    })) as Output;
  } catch {
    return task.here(task.input);
  }
  doneOffThread += 1;
  return output;
}

/** Tasks a worker thread has done (not fallen back to the server's thread) since start. */
export function tasksDoneOffThread(): number {
  return doneOffThread;
}

/**
 * Ends the pool's threads (at shutdown, and after a test that turned it on) without waiting for a
 * task still running: by then every response and job has had its answer, so what is left is the
 * coach's warm-up, which a SIGTERM in the first seconds after start had to wait out (4–10 s, past
 * the shutdown deadline on a busy machine: exit 1). A task cut short falls back to the server's
 * thread (`runOffThread`), which for the warm-up does nothing.
 */
export async function stopCpuWorkers(): Promise<void> {
  const running = pool;
  pool = undefined;
  isEnabled = false;
  await running?.destroy();
}
