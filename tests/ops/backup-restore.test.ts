import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { resolveAuthSecret } from '../../src/server/auth/auth-secret';
import { migrateDatabase } from '../../src/server/db/migrate';
import journal from '../../src/server/db/migrations/meta/_journal.json';
import type { BackupManifest } from '../../scripts/backup-common';
import { createSampleData, expectSampleData } from './helpers/sample-data';
import { openDataDirDatabase } from '../support/data-dir-database';
import { runScript } from './helpers/run-script';

// `npm run backup` and `npm run restore` with the embedded database: data made through the app,
// backed up, the data directory wiped, restored, and every row and file found again.

const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `hireready-${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

it('backs up the embedded database, files and secret, and restores them into a wiped DATA_DIR', async () => {
  const dataDir = tempDir('data');
  const backupDir = join(tempDir('backups'), 'nightly');
  const env = { DATA_DIR: dataDir };
  const authSecret = resolveAuthSecret({ dataDir });
  const database = await openDataDirDatabase(dataDir);
  await migrateDatabase(database);
  const sample = await createSampleData({ database, dataDir, authSecret });

  // While a process has the database open, the backup refuses rather than copy it mid-write.
  const refused = await runScript('scripts/backup.ts', [backupDir], env);
  expect(refused.code).toBe(1);
  expect(refused.output).toContain('Stop the server');
  await database.close();

  const backup = await runScript('scripts/backup.ts', [backupDir], env);
  expect(backup.code, backup.output).toBe(0);
  const manifest = JSON.parse(
    readFileSync(join(backupDir, 'manifest.json'), 'utf8'),
  ) as BackupManifest;
  expect(manifest).toMatchObject({
    database: { kind: 'embedded-postgres', migrationsApplied: journal.entries.length },
    // The resume's original, tailored PDF, Word and text versions, and their content-type
    // records; the half-written upload is left out.
    storage: { kind: 'local', files: 8 },
    authSecret: true,
  });
  expect(existsSync(join(backupDir, 'storage', '.tmp'))).toBe(false);

  rmSync(dataDir, { recursive: true, force: true });
  const restore = await runScript('scripts/restore.ts', [backupDir], env);
  expect(restore.code, restore.output).toBe(0);
  // A second restore would overwrite what is there now: it needs --force.
  const again = await runScript('scripts/restore.ts', [backupDir], env);
  expect(again.code).toBe(1);
  expect(again.output).toContain('Not restoring over existing data');

  expect(resolveAuthSecret({ dataDir })).toBe(authSecret);
  const restored = await openDataDirDatabase(dataDir);
  try {
    await expectSampleData({ database: restored, dataDir, authSecret, sample });
  } finally {
    await restored.close();
  }
});
