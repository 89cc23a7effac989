import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Env } from '../src/server/env';
import {
  AUTH_SECRET_FILE,
  type BackupManifest,
  MANIFEST_FORMAT,
  MANIFEST_VERSION,
  PGDUMP_FILE,
  PGLITE_FILE,
  STORAGE_DIR,
  copyStorage,
  databaseKindOf,
  fail,
  isEmptyDir,
  libpqConnection,
  postgresTool,
  readArguments,
  readEnv,
  run,
  withPostgres,
} from './backup-common';
import { dumpEmbeddedPostgres } from './backup-embedded-postgres';

// npm run backup -- <new directory> [--force]
// Backs up what the server's configuration (the same variables the server reads) points at: the
// embedded database in DATA_DIR/db or the PostgreSQL database of DATABASE_URL, the local files in
// DATA_DIR/storage, and DATA_DIR/auth-secret. See docs/operations.md.
//
// The embedded database serves one process: stop the server first. --force backs up a DATA_DIR
// whose server did not stop cleanly (after a crash); never use it while a server runs. PostgreSQL
// is dumped while the app runs (pg_dump reads one consistent snapshot).

const USAGE = 'Usage: npm run backup -- <new backup directory> [--force]';
const QUERY_MIGRATIONS = 'select count(*)::int as n from drizzle.__drizzle_migrations';

async function main() {
  const { directory: out, isForced } = readArguments(USAGE);
  if (!isEmptyDir(out)) fail(`${out} already exists and is not empty; name a new directory.`);
  const env = readEnv();
  mkdirSync(out, { recursive: true });
  try {
    await writeBackup(env, { out, isForced });
  } catch (error) {
    // Half a backup must not be mistaken for one.
    rmSync(out, { recursive: true, force: true });
    throw error;
  }
}

async function writeBackup(env: Env, { out, isForced }: { out: string; isForced: boolean }) {
  const kind = databaseKindOf(env);
  const database =
    kind === 'postgres'
      ? await dumpPostgres(env.DATABASE_URL ?? '', out)
      : kind === 'embedded-postgres'
        ? await dumpEmbeddedPostgres(env.DATA_DIR, { out })
        : await dumpPglite(join(env.DATA_DIR, 'db'), { out, isForced });
  const storage = backUpStorage(env, out);
  const secretFile = join(env.DATA_DIR, AUTH_SECRET_FILE);
  const hasSecretFile = !env.AUTH_SECRET && existsSync(secretFile);
  if (hasSecretFile) {
    copyFileSync(secretFile, join(out, AUTH_SECRET_FILE));
    chmodSync(join(out, AUTH_SECRET_FILE), 0o600);
  }

  const manifest: BackupManifest = {
    format: MANIFEST_FORMAT,
    version: MANIFEST_VERSION,
    createdAt: new Date().toISOString(),
    appVersion: readAppVersion(),
    database,
    storage,
    authSecret: hasSecretFile,
  };
  writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  report(out, manifest);
}

async function dumpPglite(dbDir: string, { out, isForced }: { out: string; isForced: boolean }) {
  if (!existsSync(join(dbDir, 'PG_VERSION'))) fail(`There is no embedded database in ${dbDir}.`);
  // PGlite writes this file while a process has the database open and removes it on close.
  if (existsSync(join(dbDir, 'postmaster.pid')) && !isForced) {
    fail(
      `The embedded database in ${dbDir} is open in a running server (or one that crashed).\n` +
        'Stop the server, then run the backup again. If no server runs (it crashed), add --force.',
    );
  }
  const client = await PGlite.create({ dataDir: dbDir });
  try {
    const migrations = await client.query<{ n: number }>(QUERY_MIGRATIONS);
    const dump = await client.dumpDataDir('gzip');
    writeFileSync(join(out, PGLITE_FILE), Buffer.from(await dump.arrayBuffer()));
    return {
      kind: 'pglite' as const,
      file: PGLITE_FILE,
      migrationsApplied: migrations.rows[0]?.n ?? 0,
    };
  } finally {
    await client.close();
  }
}

async function dumpPostgres(databaseUrl: string, out: string) {
  const migrationsApplied = await withPostgres(
    databaseUrl,
    async (client) => (await client.query<{ n: number }>(QUERY_MIGRATIONS)).rows[0]?.n ?? 0,
  );
  const { dbname, env } = libpqConnection(databaseUrl);
  await run(postgresTool('pg_dump'), {
    args: [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${join(out, PGDUMP_FILE)}`,
      dbname,
    ],
    env,
  });
  return { kind: 'postgres' as const, file: PGDUMP_FILE, migrationsApplied };
}

function backUpStorage(env: Env, out: string): BackupManifest['storage'] {
  if (env.S3_BUCKET) return { kind: 's3', bucket: env.S3_BUCKET, included: false };
  const from = join(env.DATA_DIR, STORAGE_DIR);
  const to = join(out, STORAGE_DIR);
  if (!existsSync(from)) {
    mkdirSync(to);
    return { kind: 'local', directory: STORAGE_DIR, files: 0, bytes: 0 };
  }
  return { kind: 'local', directory: STORAGE_DIR, ...copyStorage(from, to) };
}

function readAppVersion(): string {
  const path = resolve(import.meta.dirname, '../package.json');
  return (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;
}

function report(out: string, manifest: BackupManifest) {
  const lines = [
    `Backup written to ${out}`,
    `  database: ${manifest.database.kind} (${manifest.database.migrationsApplied} migrations applied) → ${manifest.database.file}`,
    manifest.storage.kind === 'local'
      ? `  files:    ${manifest.storage.files} files, ${manifest.storage.bytes} bytes → ${STORAGE_DIR}/`
      : `  files:    not included: they are in the bucket "${manifest.storage.bucket}"; back it up with the store's own tools (see docs/operations.md)`,
    manifest.authSecret ? `  secret:   ${AUTH_SECRET_FILE} (keep this backup private)` : '',
  ];
  process.stdout.write(`${lines.filter(Boolean).join('\n')}\n`);
}

await main().catch((error: unknown) =>
  fail(error instanceof Error ? error.message : String(error)),
);
