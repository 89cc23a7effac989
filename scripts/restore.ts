import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Env } from '../src/server/env';
import {
  AUTH_SECRET_FILE,
  type BackupManifest,
  MANIFEST_FORMAT,
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
import { embeddedClusterDir, restoreEmbeddedPostgres } from './backup-embedded-postgres';

// npm run restore -- <backup directory> [--force]
// Puts a backup made by `npm run backup` back where the current configuration points: DATA_DIR/db
// or the (empty, already created) database of DATABASE_URL, DATA_DIR/storage and
// DATA_DIR/auth-secret. Stop every server first. Without --force it only fills empty places; with
// --force what is there is set aside, never deleted: files and directories are renamed
// <name>.before-restore-<time>, PostgreSQL's schemas public and drizzle are renamed
// <schema>_before_restore_<time>. The next server start applies migrations newer than the backup.

const USAGE = 'Usage: npm run restore -- <backup directory> [--force]';

async function main() {
  const { directory: from, isForced } = readArguments(USAGE);
  const manifest = readManifest(from);
  const env = readEnv();
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');
  const setAside = (path: string) => {
    const aside = `${path}.before-restore-${stamp}`;
    renameSync(path, aside);
    return aside;
  };

  // Check every destination before changing any, so a refusal leaves everything as it was.
  // A PGlite backup restores into DATA_DIR/db under either embedded database: the embedded
  // PostgreSQL server copies it over at its next start (ADR 0025).
  const kind = manifest.database.kind;
  const dbDir =
    kind === 'embedded-postgres' ? embeddedClusterDir(env.DATA_DIR) : join(env.DATA_DIR, 'db');
  const storageDir = join(env.DATA_DIR, STORAGE_DIR);
  const secretPath = join(env.DATA_DIR, AUTH_SECRET_FILE);
  checkDatabaseKind(manifest, env);
  if (manifest.storage.kind === 'local' && env.S3_BUCKET) {
    fail(
      `The backup holds local files, but S3_BUCKET is set: copy ${join(from, STORAGE_DIR)} into ` +
        "the bucket with your store's tools, or restore with S3_BUCKET unset.",
    );
  }
  const isDatabaseEmpty =
    kind === 'postgres'
      ? await isPostgresEmpty(env.DATABASE_URL ?? '')
      : isEmptyDir(dbDir) &&
        (kind !== 'pglite' ||
          isEmptyDir(embeddedClusterDir(env.DATA_DIR)) ||
          env.EMBEDDED_DATABASE === 'pglite');
  const conflicts = [
    isDatabaseEmpty ? '' : env.DATABASE_URL ? 'tables in the database of DATABASE_URL' : dbDir,
    manifest.storage.kind === 'local' && !isEmptyDir(storageDir) ? storageDir : '',
    manifest.authSecret && !env.AUTH_SECRET && existsSync(secretPath) ? secretPath : '',
  ].filter(Boolean);
  if (conflicts.length > 0 && !isForced) {
    fail(
      `Not restoring over existing data:\n  ${conflicts.join('\n  ')}\n` +
        'Stop every server, then add --force to set it aside and restore.',
    );
  }

  const done: string[] = [];
  if (kind === 'postgres' && env.DATABASE_URL) {
    if (!isDatabaseEmpty) {
      const schemas = await setAsidePostgres(env.DATABASE_URL, stamp);
      done.push(`set aside: schemas ${schemas.join(', ')} (DROP SCHEMA … CASCADE once checked)`);
    }
    await restorePostgres(env.DATABASE_URL, join(from, manifest.database.file));
    done.push('database: restored into the database of DATABASE_URL');
  } else if (kind === 'embedded-postgres') {
    if (!isEmptyDir(dbDir)) done.push(`set aside: ${setAside(dbDir)}`);
    await restoreEmbeddedPostgres(env.DATA_DIR, { file: join(from, manifest.database.file) });
    done.push(`database: restored into ${dbDir}`);
  } else {
    if (!isEmptyDir(dbDir)) done.push(`set aside: ${setAside(dbDir)}`);
    const cluster = embeddedClusterDir(env.DATA_DIR);
    if (env.EMBEDDED_DATABASE !== 'pglite' && !isEmptyDir(cluster)) {
      done.push(`set aside: ${setAside(cluster)}`);
    }
    await restorePglite(dbDir, join(from, manifest.database.file));
    done.push(
      env.EMBEDDED_DATABASE === 'pglite'
        ? `database: restored into ${dbDir}`
        : `database: restored into ${dbDir}; the next start copies it into the embedded PostgreSQL`,
    );
  }
  if (manifest.storage.kind === 'local') {
    if (!isEmptyDir(storageDir)) done.push(`set aside: ${setAside(storageDir)}`);
    const copied = copyStorage(join(from, manifest.storage.directory), storageDir);
    done.push(`files:    ${copied.files} files restored into ${storageDir}`);
  } else {
    done.push(
      `files:    in the bucket "${manifest.storage.bucket}"; restore it with the store's tools`,
    );
  }
  if (manifest.authSecret && env.AUTH_SECRET) {
    done.push("secret:   AUTH_SECRET is set, so the backup's auth-secret file was not restored");
  } else if (manifest.authSecret) {
    if (existsSync(secretPath)) done.push(`set aside: ${setAside(secretPath)}`);
    mkdirSync(env.DATA_DIR, { recursive: true });
    copyFileSync(join(from, AUTH_SECRET_FILE), secretPath);
    chmodSync(secretPath, 0o600);
    done.push(`secret:   restored into ${secretPath}`);
  }
  process.stdout.write(
    `Restored the backup of ${manifest.createdAt} from ${from}\n  ${done.join('\n  ')}\n`,
  );
}

function readManifest(dir: string): BackupManifest {
  const path = join(dir, 'manifest.json');
  if (!existsSync(path)) fail(`${dir} is not a backup: it has no manifest.json.`);
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as BackupManifest;
  if (manifest.format !== MANIFEST_FORMAT) fail(`${path} is not a HireReady backup manifest.`);
  if (manifest.version !== 1)
    fail(`${path} has format version ${manifest.version}; this restore reads 1.`);
  return manifest;
}

function checkDatabaseKind(manifest: BackupManifest, env: Env) {
  const current = databaseKindOf(env);
  const backedUp = manifest.database.kind;
  if (backedUp === current) return;
  // An earlier PGlite backup goes into DATA_DIR/db, from where the embedded PostgreSQL takes it.
  if (backedUp === 'pglite' && current === 'embedded-postgres') return;
  if (backedUp === 'postgres') {
    fail(
      'This is a backup of a PostgreSQL database; set DATABASE_URL to the (empty) database to restore it into.',
    );
  }
  fail(
    current === 'postgres'
      ? 'This is a backup of the embedded database; unset DATABASE_URL to restore it into DATA_DIR.'
      : 'This is a backup of the embedded PostgreSQL server; unset EMBEDDED_DATABASE to restore it.',
  );
}

/** The schemas HireReady's migrations fill: its tables, and drizzle's record of migrations. */
const APP_SCHEMAS = ['public', 'drizzle'];

function isPostgresEmpty(databaseUrl: string): Promise<boolean> {
  return withPostgres(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from information_schema.tables where table_schema = any($1)',
      [APP_SCHEMAS],
    );
    return rows[0]?.n === 0;
  });
}

/** Renames the app's schemas out of the way (in one transaction) and leaves an empty public. */
function setAsidePostgres(databaseUrl: string, stamp: string): Promise<string[]> {
  return withPostgres(databaseUrl, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      'select nspname as name from pg_namespace where nspname = any($1)',
      [APP_SCHEMAS],
    );
    const renamed = rows.map((row) => `${row.name}_before_restore_${stamp.toLowerCase()}`);
    await client.query('begin');
    for (const [index, row] of rows.entries()) {
      await client.query(`alter schema "${row.name}" rename to "${renamed[index]}"`);
    }
    await client.query('create schema public');
    await client.query('commit');
    return renamed;
  });
}

async function restorePostgres(databaseUrl: string, file: string) {
  const { dbname, env } = libpqConnection(databaseUrl);
  await run(postgresTool('pg_restore'), {
    args: [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  });
}

async function restorePglite(dbDir: string, file: string) {
  mkdirSync(dbDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: dbDir,
    loadDataDir: new Blob([readFileSync(file)]),
  });
  try {
    await client.query('select count(*) from drizzle.__drizzle_migrations');
  } finally {
    await client.close();
  }
}

await main().catch((error: unknown) =>
  fail(error instanceof Error ? error.message : String(error)),
);
