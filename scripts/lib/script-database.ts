import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { parseEnv } from '../../src/server/env';

/**
 * The database the server uses (DATABASE_URL, or the embedded one in DATA_DIR), migrated, for an
 * operator's script; the script closes it. Stop a server running on the embedded database
 * first: it allows one process at a time.
 */
export async function openScriptDatabase(): Promise<DatabaseHandle> {
  const env = parseEnv(process.env);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: 1,
    embedded: env.EMBEDDED_DATABASE,
  });
  await migrateDatabase(database);
  return database;
}
