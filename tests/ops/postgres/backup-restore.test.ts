import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../../src/server/db/client';
import { migrateDatabase } from '../../../src/server/db/migrate';
import journal from '../../../src/server/db/migrations/meta/_journal.json';
import type { BackupManifest } from '../../../scripts/backup-common';
import { runScript } from '../helpers/run-script';
import { createSampleData, expectSampleData } from '../helpers/sample-data';
import {
  type EmptyDatabase,
  createEmptyDatabase,
  hasPostgres,
  postgresSuite,
  queryRows,
} from '../helpers/postgres';

// `npm run backup` and `npm run restore` with PostgreSQL (pg_dump / pg_restore) and local files:
// backed up, the database dropped and created empty and the files wiped, restored, found again;
// then restored with --force over a database that changed since, which is set aside, not lost.

const AUTH_SECRET = 'ops-secret-for-the-backup-test-0123456789abcdef';

describe.skipIf(!hasPostgres)(postgresSuite('backup and restore with PostgreSQL'), () => {
  let database: EmptyDatabase;
  const dirs: string[] = [];
  afterAll(async () => {
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('restores every row and file into an emptied database, and with --force over a used one', async () => {
    database = await createEmptyDatabase('hireready_backup');
    const dataDir = mkdtempSync(join(tmpdir(), 'hireready-pg-data-'));
    const backups = mkdtempSync(join(tmpdir(), 'hireready-pg-backups-'));
    dirs.push(dataDir, backups);
    const backupDir = join(backups, 'nightly');
    const env = { DATABASE_URL: database.url, AUTH_SECRET, DATA_DIR: dataDir };

    const handle = openPostgres({ url: database.url, poolSize: 2 });
    await migrateDatabase(handle);
    const sample = await createSampleData({ database: handle, dataDir, authSecret: AUTH_SECRET });
    await handle.close();

    const backup = await runScript('scripts/backup.ts', [backupDir], env);
    expect(backup.code, backup.output).toBe(0);
    const manifest = JSON.parse(
      readFileSync(join(backupDir, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    expect(manifest).toMatchObject({
      database: { kind: 'postgres', file: 'database.pgdump' },
      storage: { kind: 'local', files: 8 },
      // AUTH_SECRET is configured, so there is no secret file to keep.
      authSecret: false,
    });
    expect(manifest.database.migrationsApplied).toBe(journal.entries.length);
    expect(existsSync(join(backupDir, 'database.pgdump'))).toBe(true);

    await database.recreate();
    rmSync(join(dataDir, 'storage'), { recursive: true, force: true });
    const restore = await runScript('scripts/restore.ts', [backupDir], env);
    expect(restore.code, restore.output).toBe(0);
    const restored = openPostgres({ url: database.url, poolSize: 2 });
    try {
      await expectSampleData({ database: restored, dataDir, authSecret: AUTH_SECRET, sample });
    } finally {
      await restored.close();
    }

    // Something happens after the backup; restoring again needs --force and keeps it aside.
    await queryRows(
      database.url,
      "insert into feedbacks (title, description, stars) values ('After the backup', 'Set aside', 3)",
    );
    const refused = await runScript('scripts/restore.ts', [backupDir], env);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Not restoring over existing data');
    const forced = await runScript('scripts/restore.ts', [backupDir, '--force'], env);
    expect(forced.code, forced.output).toBe(0);
    const current = await queryRows(
      database.url,
      "select 1 from feedbacks where title = 'After the backup'",
    );
    expect(current).toHaveLength(0);
    const [aside] = await queryRows<{ schema: string }>(
      database.url,
      "select nspname as schema from pg_namespace where nspname like 'public_before_restore_%'",
    );
    const kept = await queryRows(
      database.url,
      `select 1 from "${aside?.schema}".feedbacks where title = 'After the backup'`,
    );
    expect(kept).toHaveLength(1);
    const again = openPostgres({ url: database.url, poolSize: 2 });
    try {
      await expectSampleData({ database: again, dataDir, authSecret: AUTH_SECRET, sample });
    } finally {
      await again.close();
    }
  });
});
