import { spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import pg from 'pg';
import { ConfigError, type Env, parseEnv } from '../src/server/env';

// What `npm run backup` writes and `npm run restore` reads, and the helpers both use.
//
// A backup is a directory:
//   manifest.json          what is inside, from which configuration, at which schema version
//   database.postgres.tar.gz the embedded PostgreSQL cluster (DATA_DIR/postgres, stopped), or
//   database.pglite.tar.gz the earlier embedded database (PGlite dumpDataDir), or
//   database.pgdump        PostgreSQL's custom format (pg_dump -Fc), for pg_restore
//   storage/               DATA_DIR/storage (uploaded and generated files), without partial uploads
//   auth-secret            DATA_DIR/auth-secret, when the secret is kept there (no AUTH_SECRET)

export const MANIFEST_FORMAT = 'hireready-backup';
export const MANIFEST_VERSION = 1;
export const PGLITE_FILE = 'database.pglite.tar.gz';
export const PGDUMP_FILE = 'database.pgdump';
export const STORAGE_DIR = 'storage';
export const AUTH_SECRET_FILE = 'auth-secret';

/** Where the data is: PostgreSQL of DATABASE_URL, the embedded PostgreSQL server, or PGlite. */
export type DatabaseKind = 'postgres' | 'embedded-postgres' | 'pglite';

/** The kind of database the configuration points at. */
export function databaseKindOf(env: Env): DatabaseKind {
  if (env.DATABASE_URL) return 'postgres';
  return env.EMBEDDED_DATABASE === 'pglite' ? 'pglite' : 'embedded-postgres';
}

export interface BackupManifest {
  format: typeof MANIFEST_FORMAT;
  version: typeof MANIFEST_VERSION;
  createdAt: string;
  appVersion: string;
  database: { kind: DatabaseKind; file: string; migrationsApplied: number };
  storage:
    | { kind: 'local'; directory: string; files: number; bytes: number }
    | { kind: 's3'; bucket: string; included: false };
  authSecret: boolean;
}

/** The command line both scripts take: one directory and, optionally, --force. */
export function readArguments(usage: string): { directory: string; isForced: boolean } {
  const args = process.argv.slice(2);
  const directory = args.find((arg) => !arg.startsWith('--'));
  if (!directory) fail(usage, 2);
  return { directory: resolve(directory), isForced: args.includes('--force') };
}

/** The server's configuration, read as the server reads it; a bad one ends the script. */
export function readEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/** Runs `fn` with a connection to DATABASE_URL, closed afterwards. */
export async function withPostgres<T>(
  databaseUrl: string,
  fn: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Where the local store keeps half-written uploads; never worth keeping. */
const PARTIAL_UPLOADS = '.tmp';

/** Copies a storage directory, leaving out partial uploads; returns how many files and bytes. */
export function copyStorage(from: string, to: string): { files: number; bytes: number } {
  cpSync(from, to, {
    recursive: true,
    filter: (source) => !relative(from, source).split(sep).includes(PARTIAL_UPLOADS),
  });
  return countFiles(to);
}

export function countFiles(dir: string): { files: number; bytes: number } {
  if (!existsSync(dir)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

export function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * A libpq connection for pg_dump and pg_restore from the app's DATABASE_URL: the password goes in
 * PGPASSWORD rather than on the command line (where `ps` would show it), and node-postgres's
 * `ssl=true` becomes libpq's `sslmode=require`.
 */
export function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const ssl = url.searchParams.get('ssl');
  if (ssl !== null) {
    url.searchParams.delete('ssl');
    if (/^(true|1|require)$/i.test(ssl) && !url.searchParams.has('sslmode')) {
      url.searchParams.set('sslmode', 'require');
    }
  }
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** A PostgreSQL client program: from PG_BINDIR when set, else from PATH. */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  return process.env.PG_BINDIR ? join(process.env.PG_BINDIR, name) : name;
}

/** Runs a program with its output passed through; rejects with a readable message on failure. */
export function run(
  program: string,
  { args, env = {} }: { args: string[]; env?: NodeJS.ProcessEnv },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') return reject(error);
      reject(
        new Error(
          `${program} was not found. Install the PostgreSQL client programs of the server's major ` +
            'version (Debian: apt-get install postgresql-client), or set PG_BINDIR to their directory.',
        ),
      );
    });
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve();
      reject(new Error(`${program} failed (${signal ?? `exit ${code}`}); its message is above.`));
    });
  });
}

/** Ends the script with a message and exit code 1 (or 2 for a usage error). */
export function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}
