import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { appPath } from '../app-root';
import type { DatabaseHandle, Schema } from './client';

export const MIGRATIONS_FOLDER = appPath('src/server/db/migrations');
/** Arbitrary but fixed: every HireReady process agrees on it, so only one migrates at a time. */
const MIGRATION_LOCK_KEY = 72_410_001;

/** Applies pending migrations; processes starting together wait for each other, then skip. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.withAdvisoryLock(MIGRATION_LOCK_KEY, async (db) => {
    const config = { migrationsFolder: MIGRATIONS_FOLDER };
    if (handle.kind === 'postgres') {
      await migratePg(db as unknown as NodePgDatabase<Schema>, config);
    } else {
      await migratePglite(db as unknown as PgliteDatabase<Schema>, config);
    }
  });
}
