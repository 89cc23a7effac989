import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/server/db/client';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../../src/server/db/migrate';

// Every integration test gets its own freshly migrated database, copied from a template database
// migrated once, on the real PostgreSQL server the run's global setup provides
// (tests/support/embedded-postgres-setup.ts: TEST_DATABASE_URL, or the embedded server). Outside a
// project with that setup, a PGlite data-dir snapshot stands in.

function providedUrl(): string | undefined {
  try {
    return inject('testDatabaseUrl');
  } catch {
    return undefined; // not in a Vitest worker with the setup (a script, or another project)
  }
}

/** The admin URL of the test PostgreSQL server, or undefined when tests run on PGlite. */
export const adminUrl = process.env.TEST_DATABASE_URL ?? providedUrl();
export const testDatabaseKind: 'pglite' | 'postgres' = adminUrl ? 'postgres' : 'pglite';

let pgliteTemplate: Promise<Blob> | undefined;
let postgresTemplate: Promise<Template> | undefined;

export async function createTestDatabase(): Promise<DatabaseHandle> {
  return adminUrl ? createPostgresDatabase(adminUrl) : createPgliteDatabase();
}

async function createPgliteDatabase(): Promise<DatabaseHandle> {
  pgliteTemplate ??= (async () => {
    const client = await PGlite.create();
    const handle = await openPglite({ client });
    await migrateDatabase(handle);
    const snapshot = await client.dumpDataDir('none');
    await handle.close();
    return snapshot;
  })();
  return openPglite({ loadDataDir: await pgliteTemplate });
}

/** The URL of a database on the same server as the admin URL. */
export function postgresUrlFor(admin: string, database: string): string {
  const url = new URL(admin);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * A test database: a spare one this worker emptied when its last test closed it, or else a new copy of
 * the template (about a third of a second, most of a short test's time: issue 39).
 */
async function createPostgresDatabase(admin: string): Promise<DatabaseHandle> {
  postgresTemplate ??= preparePostgresTemplate(admin);
  const template = await postgresTemplate;
  const name = spares().pop() ?? (await copyTemplate(admin, template));
  const handle = openPostgres({ url: postgresUrlFor(admin, name), poolSize: 5 });
  const release = async () => {
    await handle.close();
    if (spares().length < MAX_SPARES && (await emptyForReuse(admin, { name, template }))) {
      spares().push(name);
    } else {
      await adminQuery(admin, `drop database if exists "${name}" with (force)`);
    }
  };
  // Closed twice (a test closes the database its app closes again), it is released once: a name
  // kept twice would be handed to two tests, or twice to one.
  let released: Promise<void> | undefined;
  return { ...handle, close: () => (released ??= release()) };
}

async function copyTemplate(admin: string, template: Template): Promise<string> {
  const name = `${databasePrefix()}${randomBytes(6).toString('hex')}`;
  await adminQuery(admin, `create database "${name}" template "${template.name}"`);
  return name;
}

/** This process's emptied databases, kept across the test files it runs (isolated or not). */
const SPARES = Symbol.for('hireready.spareTestDatabases');
const MAX_SPARES = 2;
function spares(): string[] {
  const holder = globalThis as unknown as Record<symbol, string[] | undefined>;
  return (holder[SPARES] ??= []);
}

/** Names this run's test databases share, so the run's end drops any a worker left behind. */
function databasePrefix(): string {
  let run = 'run';
  try {
    run = inject('testDatabaseRun');
  } catch {
    // outside a worker with the global setup: the prefix alone
  }
  return `${TEST_DATABASE_PREFIX}${run}_`;
}

/**
 * Empties a closed test database for the next test, as a new copy of the template would be: every
 * table emptied and the migrations' rows put back. Only when nothing else is connected to it (a
 * straggler could write into the next test) and its schema is still the template's (a test may
 * add a constraint to make a write fail); otherwise false, and the database is dropped.
 */
async function emptyForReuse(
  admin: string,
  { name, template }: { name: string; template: Template },
): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrlFor(admin, name) });
  try {
    await client.connect();
    const others = await client.query(
      'select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    if (others.rowCount !== 0) return false;
    const { rows } = await client.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT);
    if (rows[0]?.fingerprint !== template.fingerprint) return false;
    await client.query('begin');
    await client.query(`truncate ${template.tables.join(', ')} restart identity cascade`);
    for (const seed of template.seeds) {
      await client.query(
        `insert into ${seed.table} (${seed.columns}) select ${seed.columns} from json_populate_recordset(null::${seed.table}, $1)`,
        [JSON.stringify(seed.rows)],
      );
    }
    await client.query('commit');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

interface Template {
  name: string;
  /** The public tables, quoted: what a test may have written to. */
  tables: string[];
  /** Rows the migrations wrote (currency rates), put back after emptying. */
  seeds: Array<{ table: string; columns: string; rows: unknown[] }>;
  /** The schema as the migrations left it (SCHEMA_FINGERPRINT). */
  fingerprint: string;
}

/** A digest of the database's own schema: relations, columns, constraints, triggers, functions. */
const SCHEMA_FINGERPRINT = `
select md5(coalesce(string_agg(item, ',' order by item), '')) as fingerprint from (
  select 'c:' || c.oid::regclass::text || ':' || c.relkind::text as item
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
  union all
  select 'a:' || a.attrelid::regclass::text || '.' || a.attname || ':'
      || format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull || ':'
      || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attnum > 0 and not a.attisdropped
      and n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
  union all
  select 'k:' || co.conrelid::regclass::text || ':' || co.conname || ':'
      || pg_get_constraintdef(co.oid) || ':' || co.convalidated
    from pg_constraint co join pg_namespace n on n.oid = co.connamespace
    where n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
  union all
  select 't:' || tgrelid::regclass::text || ':' || tgname || ':' || tgenabled::text
    from pg_trigger where not tgisinternal
  union all
  select 'p:' || p.oid::regprocedure::text || ':' || md5(p.prosrc)
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
  union all
  select 'v:' || enumtypid::regtype::text || ':' || enumlabel from pg_enum
  union all
  select 'n:' || nspname from pg_namespace where nspname not like 'pg\\_%'
  union all
  select 'e:' || evtname from pg_event_trigger
  union all
  select 'x:' || extname || ':' || extversion from pg_extension
  union all
  select 'y:' || polrelid::regclass::text || ':' || polname from pg_policy
  union all
  select 's:' || array_to_string(setconfig, ';') from pg_db_role_setting
    where setdatabase = (select oid from pg_database where datname = current_database())
) items`;

/** What emptying a copy of the template needs to know of it, read from the template itself. */
async function describeTemplate(admin: string, name: string): Promise<Template> {
  const client = new pg.Client({ connectionString: postgresUrlFor(admin, name) });
  await client.connect();
  try {
    const tables = await client.query<{ name: string; columns: string }>(`
      select format('%I.%I', n.nspname, c.relname) as name,
        string_agg(format('%I', a.attname), ', ' order by a.attnum) as columns
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = ''
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      group by n.nspname, c.relname
      order by 1`);
    const seeds: Template['seeds'] = [];
    for (const table of tables.rows) {
      const { rows } = await client.query<{ rows: unknown[] | null }>(
        `select json_agg(t) as rows from ${table.name} t`,
      );
      const stored = rows[0]?.rows;
      if (stored) seeds.push({ table: table.name, columns: table.columns, rows: stored });
    }
    const { rows } = await client.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT);
    return {
      name,
      tables: tables.rows.map((table) => table.name),
      seeds,
      fingerprint: rows[0]!.fingerprint,
    };
  } finally {
    await client.end();
  }
}

/** One template per migration set, created under a lock so parallel test workers share it. */
async function preparePostgresTemplate(admin: string): Promise<Template> {
  const journal = readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8');
  const name = `hireready_template_${createHash('sha256').update(journal).digest('hex').slice(0, 12)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(72410002)');
    const existing = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (existing.rowCount === 0) {
      await client.query(`create database "${name}"`);
      const handle = openPostgres({ url: postgresUrlFor(admin, name), poolSize: 1 });
      try {
        await migrateDatabase(handle);
      } finally {
        await handle.close();
      }
    }
    await client.query('select pg_advisory_unlock(72410002)');
  } finally {
    await client.end();
  }
  return describeTemplate(admin, name);
}

/** Every test database's name starts so (a run's own add its id; see databasePrefix). */
export const TEST_DATABASE_PREFIX = 'hireready_test_';

export async function adminQuery(admin: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
