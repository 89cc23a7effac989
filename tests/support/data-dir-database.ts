import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openPostgres } from '../../src/server/db/client';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres/start-embedded-postgres';

// What a stopped server left in its DATA_DIR, opened for a look: the embedded PostgreSQL server
// started on DATA_DIR/postgres (as the app would), with a Drizzle handle and plain SQL.

export interface DataDirDatabase extends DatabaseHandle {
  /** One SQL statement with $1-style parameters. */
  query<T extends object>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Closes the connections and stops the server. */
  close(): Promise<void>;
}

export async function openDataDirDatabase(dataDir: string): Promise<DataDirDatabase> {
  const server = await startEmbeddedPostgres({
    clusterDir: join(dataDir, 'postgres'),
    database: 'hireready',
    log: () => undefined,
    onFatal: (error) => {
      throw error;
    },
  });
  const handle = openPostgres({ url: server.url, poolSize: 2 });
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  return {
    ...handle,
    isEmbedded: true,
    query: async <T extends object>(text: string, params: unknown[] = []) => {
      const result = await client.query<T>(text, params);
      return { rows: result.rows };
    },
    close: async () => {
      await client.end();
      await handle.close();
      await server.stop();
    },
  };
}
