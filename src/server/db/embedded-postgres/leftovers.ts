// What a previous run can leave behind in the cluster directory: a server still running after
// its app was killed with -9 (stopped, as `pg_ctl stop -m fast` would), backends that outlived a
// postmaster killed with -9 (killed, since a new postmaster refuses to start while they hold the
// old shared memory), and lock files naming a dead or unreaped process (removed).
import { existsSync, readFileSync, readdirSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ClusterOptions } from './cluster';

interface PidFile {
  pid: number;
  status: string;
}

export function readPidFile(clusterDir: string): PidFile | undefined {
  try {
    const lines = readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    // Line 1 PID, 2 data dir, 3 start time, 4 port, 5 socket dir, 6 listen address, 7 shmem key, 8 status
    return { pid: Number(lines[0]), status: (lines[7] ?? '').trim() };
  } catch {
    return undefined;
  }
}

/** Linux: a live (not zombie) process named postgres; elsewhere: a live process. */
export function processInfo(pid: number): {
  alive: boolean;
  comm?: string;
  ppid?: number;
} {
  if (!Number.isInteger(pid) || pid <= 0) return { alive: false };
  if (process.platform === 'linux') {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const [state, ppid] = stat.slice(close + 2).split(' ');
      return {
        alive: state !== 'Z' && state !== 'X',
        comm,
        ppid: Number(ppid),
      };
    } catch {
      return { alive: false };
    }
  }
  try {
    process.kill(pid, 0);
    return { alive: true };
  } catch (error) {
    return { alive: (error as NodeJS.ErrnoException).code === 'EPERM' };
  }
}

export async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await sleep(50);
  }
  return check();
}

/**
 * Before starting: a postmaster left running by a previous app process (killed with -9) is
 * stopped like `pg_ctl stop -m fast` does (SIGINT, then wait for postmaster.pid to go); backends
 * that outlived a postmaster killed with -9 (a long statement in progress) are killed, since while
 * they hold the old shared memory a new postmaster refuses to start.
 */
export async function clearPreviousServer(options: ClusterOptions): Promise<void> {
  const { clusterDir, log } = options;
  const previous = readPidFile(clusterDir);
  if (previous) {
    const info = processInfo(previous.pid);
    if (info.alive && (info.comm === undefined || info.comm === 'postgres')) {
      const parent = info.ppid ? processInfo(info.ppid) : undefined;
      if (parent?.alive && parent.comm === 'node') {
        throw new Error(
          `PostgreSQL in ${clusterDir} belongs to another running app process (pid ${info.ppid}); ` +
            'two app processes cannot share one DATA_DIR with the embedded database',
        );
      }
      log(
        'warn',
        `stopping the PostgreSQL server (pid ${previous.pid}) a previous run left running`,
      );
      process.kill(previous.pid, 'SIGINT');
      // On Linux a zombie counts as gone; elsewhere postmaster.pid going is the sign (as pg_ctl).
      const gone = () =>
        !processInfo(previous.pid).alive ||
        (process.platform !== 'linux' && !existsSync(join(clusterDir, 'postmaster.pid')));
      if (!(await waitUntil(gone, 30_000))) {
        process.kill(previous.pid, 'SIGQUIT');
        if (!(await waitUntil(gone, 5_000))) process.kill(previous.pid, 'SIGKILL');
        await waitUntil(() => !processInfo(previous.pid).alive, 5_000);
      }
    }
  }
  if (process.platform !== 'linux') return;
  // Lock files naming a dead postmaster, or a zombie nobody reaped (which PostgreSQL would take
  // for alive), are stale.
  for (const name of readdirSync(clusterDir)) {
    if (name !== 'postmaster.pid' && !/^\.s\.PGSQL\.\d+\.lock$/.test(name)) continue;
    const pid = Number(readFileSync(join(clusterDir, name), 'utf8').split('\n')[0]);
    const holder = processInfo(pid);
    if (!holder.alive || holder.comm !== 'postgres')
      rmSync(join(clusterDir, name), { force: true });
  }
  const realClusterDir = realpathSync(clusterDir);
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const pid = Number(name);
    const info = processInfo(pid);
    if (!info.alive || info.comm !== 'postgres') continue;
    let cwd: string;
    try {
      cwd = readlinkSync(`/proc/${pid}/cwd`); // every server process works in its data directory
    } catch {
      continue;
    }
    if (cwd !== realClusterDir) continue;
    log('warn', `killing PostgreSQL process ${pid} left from a crashed server`);
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
    await waitUntil(() => !processInfo(pid).alive, 5_000);
  }
}
