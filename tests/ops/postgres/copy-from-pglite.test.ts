import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres } from '../../../src/server/db/client';
import { migrateDatabase } from '../../../src/server/db/migrate';
import { runScript } from '../helpers/run-script';
import { createSampleData, expectSampleData } from '../helpers/sample-data';
import {
  type EmptyDatabase,
  createEmptyDatabase,
  hasPostgres,
  postgresSuite,
} from '../helpers/postgres';

// `npm run db:copy-from-pglite`: an earlier embedded database (PGlite) copied into the PostgreSQL
// database of DATABASE_URL, every row found again; a second copy into the now used database is
// refused rather than doubling anything.

const AUTH_SECRET = 'ops-secret-for-the-pglite-copy-0123456789abcdef';

describe.skipIf(!hasPostgres)(postgresSuite('copying a PGlite database into PostgreSQL'), () => {
  let database: EmptyDatabase | undefined;
  const dirs: string[] = [];
  afterAll(async () => {
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('copies every row into an empty database, and refuses one that has accounts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hireready-pglite-copy-'));
    dirs.push(dataDir);
    const pgliteDir = join(dataDir, 'db');
    const pglite = await openPglite({ dataDir: pgliteDir });
    await migrateDatabase(pglite);
    const sample = await createSampleData({ database: pglite, dataDir, authSecret: AUTH_SECRET });
    await pglite.close();

    database = await createEmptyDatabase('hireready_pglite_copy');
    const env = { DATABASE_URL: database.url, AUTH_SECRET, DATA_DIR: dataDir };
    const copied = await runScript('scripts/copy-from-pglite.ts', [pgliteDir], env);
    expect(copied.code, copied.output).toBe(0);
    expect(copied.output).toMatch(/Copied \d+ rows in \d+ tables/);

    const target = openPostgres({ url: database.url, poolSize: 2 });
    try {
      await expectSampleData({ database: target, dataDir, authSecret: AUTH_SECRET, sample });
    } finally {
      await target.close();
    }

    const again = await runScript('scripts/copy-from-pglite.ts', [pgliteDir], env);
    expect(again.code).toBe(1);
    expect(again.output).toContain('already has accounts');
  });
});
