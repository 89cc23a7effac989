import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { vacancySearchSchema } from '../src/shared/schemas/vacancies';
import { type DatabaseHandle, openDatabase, openPostgres } from '../src/server/db/client';
import { socketUrl } from '../src/server/db/embedded-postgres/start-embedded-postgres';
import { pageQueryOf } from '../src/server/features/vacancies/vacancy-search.repository';
import { migrateDatabase } from '../src/server/db/migrate';
import { users, vacancies } from '../src/server/db/schema';
import { startServer } from '../tests/support/server-process';
import { benchServerCommand } from './bench-server';

// The job board's search (issues 5 and 20) and the blog list (issue 9): throughput and p99 at 50
// connections, as a ratio to /livez and to a static file of the same server in the same run, so
// the figure travels between machines; and, for the board's queries, as a share of what the
// database alone does with the same SQL (pgbench, same server, same run).

/** BENCH_VACANCIES sets the board's size (a multiple of 500). */
const VACANCY_COUNT = Number(process.env.BENCH_VACANCIES ?? 10_000);
/** BENCH_EMBEDDED_DATABASE=pglite measures the earlier embedded database for comparison. */
const EMBEDDED = process.env.BENCH_EMBEDDED_DATABASE === 'pglite' ? 'pglite' : 'postgres';
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARM_UP_S = 2;
const SEED_BATCH = 100_000;
/** The deep page measured beside page 1. */
const DEEP_PAGE = 20;
const EMBEDDED_IS_PGLITE = EMBEDDED === 'pglite';
/** The server's DATABASE_POOL_SIZE default: how many queries it runs at once. */
const APP_POOL_SIZE = 10;

const ROLES = [
  'Backend Developer',
  'Frontend Developer',
  'Data Analyst',
  'DevOps Engineer',
  'QA Engineer',
  'Product Manager',
  'Разработчик backend',
  'Frontend-разработчик',
  'Аналитик данных',
  'Тестировщик',
  'Менеджер продукта',
  'Инженер DevOps',
];
const COMPANIES = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Ромашка', 'Лютик', 'Вектор', 'Stark'];
const LOCATIONS = [
  'Berlin',
  'London',
  'Remote',
  'Москва',
  'Санкт-Петербург',
  'Казань',
  'Amsterdam',
];
const CURRENCIES = ['RUB', 'USD', 'EUR'] as const;
const SENTENCES = [
  'You will design and build services that handle millions of requests a day.',
  'Our team owns the payments platform and its PostgreSQL databases.',
  'We ship small changes often, with code review and automated tests.',
  'You will mentor junior colleagues and take part in hiring.',
  'Мы разрабатываем сервисы для платежей и храним данные в PostgreSQL.',
  'Ищем разработчика, который любит автоматизацию и понятный код.',
  'Вы будете проектировать API и помогать коллегам с ревью кода.',
  'Команда работает удалённо и встречается раз в квартал.',
];
const REQUIREMENTS = [
  'Three years of TypeScript and Node.js.',
  'Experience with React, testing and accessibility.',
  'SQL, Python and a feel for data quality.',
  'Опыт работы с Kubernetes и CI/CD.',
  'Знание SQL и опыт построения отчётов.',
  'Опыт коммерческой разработки от трёх лет.',
];
/** What people type: words from titles and descriptions, both languages, with and without filters. */
const SEARCHES = [
  '?q=developer',
  '?q=' + encodeURIComponent('разработчика'),
  '?q=postgresql',
  '?q=' + encodeURIComponent('аналитик данных'),
  '?q=react%20testing&sort=salary',
  '?q=payments&location=Berlin',
  '?q=kubernetes&currency=RUB&minSalary=150000',
  '?q=' + encodeURIComponent('удалённо') + '&page=2',
];

/** Where the board goes: PGlite under DATA_DIR/db, or the PostgreSQL database at the URL. */
interface BoardDatabase {
  dataDir: string;
  databaseUrl?: string;
  /** The embedded database under DATA_DIR (the server's default when unset). */
  embedded?: 'postgres' | 'pglite';
}

/** A SQL array literal of texts, for picking from in the seeding query. */
function textArray(items: readonly string[]) {
  return sql`array[${sql.join(
    items.map((item) => sql`${item}::text`),
    sql`, `,
  )}]`;
}

/**
 * Item `salt` of the list for row i: a hash of both, so every run seeds the same board and the
 * picks are spread evenly and independently of each other.
 */
function pick(items: readonly string[], salt: number) {
  return sql`(${textArray(items)})[1 + (hashint8(i * 7919 + ${sql.raw(String(salt))}) & 2147483647) % ${sql.raw(String(items.length))}]`;
}

/** Writes the board into the database the server will open, through the server's own client. */
export async function seedBoard(target: BoardDatabase): Promise<void> {
  const database = await openDatabase({ ...target, poolSize: 2 });
  try {
    await migrateDatabase(database);
    const { db } = database;
    await db.insert(users).values({ id: 'bench-owner', name: 'Bench', email: 'bench@example.com' });
    const start = Date.UTC(2026, 0, 1);
    // One statement per 100,000 rows, generated by the database itself: a million rows sent
    // from here in batches took minutes, this takes seconds per batch.
    for (let first = 0; first < VACANCY_COUNT; first += SEED_BATCH) {
      const last = Math.min(first + SEED_BATCH, VACANCY_COUNT) - 1;
      const description = sql.join(
        [1, 2, 3, 4, 5].map((salt) => pick(SENTENCES, 10 + salt)),
        sql` || ' ' || `,
      );
      await db.execute(sql`
        insert into ${vacancies} (user_id, title, company, location, salary_min, salary_max,
          currency, description, requirements, status, created_at, updated_at)
        select 'bench-owner', ${pick(ROLES, 1)}, ${pick(COMPANIES, 2)}, ${pick(LOCATIONS, 3)},
          1000 * (20 + i % 300), 1000 * (20 + i % 300) + 1000 * (10 + i % 50),
          ${pick(CURRENCIES, 4)}, ${description}, ${pick(REQUIREMENTS, 5)} || ' ' || ${pick(REQUIREMENTS, 6)},
          case when i % 10 = 0 then 'inactive' else 'active' end,
          to_timestamp(${start / 1000} + i * 60), to_timestamp(${start / 1000} + i * 60)
        from generate_series(${first}::bigint, ${last}::bigint) as i`);
    }
    // Statistics for the planner now, as autovacuum would gather them later (PGlite has none).
    await db.execute(sql`vacuum analyze vacancies`);
  } finally {
    await database.close();
  }
}

/**
 * A database of its own on the PostgreSQL server at BENCH_DATABASE_URL (which must allow
 * CREATE DATABASE, as the throwaway server of scripts/with-postgres.sh does), dropped afterwards,
 * so a run never meets the rows of another.
 */
async function withScratchPostgres<T>(serverUrl: string, run: (url: string) => Promise<T>) {
  const name = `hireready_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      return await run(url.toString());
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
    }
  } finally {
    await admin.end();
  }
}

function measure(url: string, paths?: readonly string[], duration = DURATION_S) {
  let next = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    requests: paths
      ? [{ setupRequest: (req) => ({ ...req, path: paths[(next += 1) % paths.length] }) }]
      : undefined,
  });
}

/**
 * Seeds the board, starts a server on it, and returns Markdown table rows: on the embedded
 * database, then, when BENCH_DATABASE_URL is set, the same on that PostgreSQL (rows marked so),
 * each against its own server's /livez and static file.
 */
export async function benchVacancySearch(): Promise<string[]> {
  const rows = await benchOneDatabase({ label: '' });
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl) {
    rows.push(
      ...(await withScratchPostgres(postgresUrl, (databaseUrl) =>
        benchOneDatabase({ label: ' · PostgreSQL', databaseUrl }),
      )),
    );
  }
  return rows;
}

/**
 * BENCH_BOARD_DIR keeps the seeded board between runs (a million rows take about 100 s to
 * write): seeded there the first time, reused after. Otherwise a new one each run.
 */
async function boardDir(options: { databaseUrl?: string }) {
  const kept = process.env.BENCH_BOARD_DIR;
  if (kept && !options.databaseUrl && !EMBEDDED_IS_PGLITE) {
    if (!existsSync(join(kept, 'postgres'))) {
      mkdirSync(kept, { recursive: true });
      await seedBoard({ dataDir: kept, embedded: EMBEDDED });
    }
    return { dataDir: kept, remove: () => undefined };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'hireready-bench-search-'));
  await seedBoard({ dataDir, databaseUrl: options.databaseUrl, embedded: EMBEDDED });
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

interface SearchScenario {
  name: string;
  paths: string[];
  /** Also run the same SQL through pgbench against the same server. */
  compare?: boolean;
}

/**
 * Page 20 of each search as a reader reaches it: following Next 19 times from page 1, so the
 * link carries the cursor of page 19's last vacancy.
 */
async function pageTwentyLinks(base: string): Promise<string[]> {
  const links: string[] = [];
  for (const query of SEARCHES) {
    let path = `/api/vacancies${query.replace(/&page=\d+$/, '')}`;
    for (let page = 1; page < DEEP_PAGE; page += 1) {
      const res = await fetch(`${base}${path}`);
      const body = (await res.json()) as { nextCursor: string | null };
      if (!body.nextCursor) break;
      const separator = path.includes('?') ? '&' : '?';
      path = `${path.replace(/&page=\d+&after=.*$/, '')}${separator}page=${page + 1}&after=${body.nextCursor}`;
    }
    links.push(path);
  }
  return links;
}

async function benchOneDatabase(options: {
  label: string;
  databaseUrl?: string;
}): Promise<string[]> {
  const board = await boardDir(options);
  try {
    const server = await startServer(
      {
        DATA_DIR: board.dataDir,
        EMBEDDED_DATABASE: EMBEDDED,
        LOG_LEVEL: 'warn',
        CLIENT_DIR: process.env.BENCH_CLIENT_DIR ?? 'dist/client',
        ...(options.databaseUrl
          ? {
              DATABASE_URL: options.databaseUrl,
              AUTH_SECRET: 'bench-secret-of-at-least-32-characters',
            }
          : {}),
      },
      { command: benchServerCommand() },
    );
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const livez = await measure(`${base}/livez`);
      // A static file of the built client through the whole middleware chain (security headers,
      // logging, cache headers): the cheapest thing this server does that a browser asks for.
      const staticFile = await measure(`${base}/favicon.svg`);
      const searches = SEARCHES.map((query) => `/api/vacancies${query}`);
      const scenarios: SearchScenario[] = [
        // The starter posts the server imports on a new database (6).
        { name: 'GET /api/blog/posts (blog list)', paths: ['/api/blog/posts'] },
        { name: 'GET /api/vacancies (page 1, newest)', paths: ['/api/vacancies'], compare: true },
        {
          name: `${SEARCHES.length} searches in turn (en/ru, some filtered), page 1`,
          paths: searches.map((path) => path.replace(/&page=\d+$/, '')),
          compare: true,
        },
        {
          name: `the same, page ${DEEP_PAGE} by its Next link (cursor)`,
          paths: await pageTwentyLinks(base),
          compare: true,
        },
        {
          name: `the same, page ${DEEP_PAGE} by number (?page=${DEEP_PAGE}, offset)`,
          paths: searches.map((path) => `${path.replace(/&page=\d+$/, '')}&page=${DEEP_PAGE}`),
          compare: true,
        },
      ];
      const named = (name: string) => `${name}${options.label}`;
      const rows = [
        row({ name: named('GET /livez (baseline)'), result: livez, livez, staticFile }),
        row({
          name: named('GET /favicon.svg (static file)'),
          result: staticFile,
          livez,
          staticFile,
        }),
      ];
      const database = options.databaseUrl
        ? undefined
        : openPostgres({
            url: socketUrl({ clusterDir: join(board.dataDir, 'postgres'), database: 'hireready' }),
            poolSize: 1,
          });
      try {
        for (const scenario of scenarios) {
          // A short untimed run first: the first queries compile and plan, which is start-up
          // cost, not the steady state this measures.
          await measure(`${base}${scenario.paths[0]}`, scenario.paths, WARM_UP_S);
          const result = await measure(`${base}${scenario.paths[0]}`, scenario.paths);
          // Queries still queued when the clients stop would be charged to the next scenario:
          // one more request waits behind them.
          await fetch(`${base}${scenario.paths[0]}`).then((res) => res.arrayBuffer());
          const alone =
            scenario.compare && database
              ? await postgresAlone({
                  database,
                  clusterDir: join(board.dataDir, 'postgres'),
                  paths: scenario.paths,
                })
              : undefined;
          rows.push(row({ name: named(scenario.name), result, livez, staticFile, alone }));
        }
      } finally {
        await database?.close();
      }
      return rows;
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  } finally {
    board.remove();
  }
}

/** The statement with its parameters written in as literals, for a pgbench script. */
function withLiterals(statement: { sql: string; params: unknown[] }): string {
  return statement.sql.replace(/\$(\d+)/g, (_match, index: string) => {
    const value = statement.params[Number(index) - 1];
    if (typeof value === 'number') return String(value);
    return `'${String(value).replace(/'/g, "''")}'`;
  });
}

/**
 * PostgreSQL's own rate for the very statements the app sends for these paths (built by the
 * app's repository from the same parsed query), run by pgbench against the same server with as
 * many connections as the app's pool has (the app's 50 HTTP clients share 10), the app idle: what the database alone can do, so the app's rate can be read
 * as a share of it.
 */
async function postgresAlone(options: {
  database: DatabaseHandle;
  clusterDir: string;
  paths: string[];
}): Promise<{ tps: number; latencyMs: number } | undefined> {
  const pgbench = ['/usr/bin/pgbench', '/usr/lib/postgresql/17/bin/pgbench'].find(existsSync);
  if (!pgbench) return undefined;
  const scripts = mkdtempSync(join(tmpdir(), 'hireready-pgbench-'));
  try {
    const files = options.paths.map((path, i) => {
      const query = Object.fromEntries(new URL(path, 'http://x').searchParams);
      const search = vacancySearchSchema.parse(query);
      const file = join(scripts, `search-${i}.sql`);
      writeFileSync(file, `${withLiterals(pageQueryOf(options.database.db, search).toSQL())};\n`);
      return file;
    });
    const run = (seconds: number) =>
      execFileSync(
        pgbench,
        [
          '--no-vacuum',
          '--protocol=extended',
          `--client=${APP_POOL_SIZE}`,
          '--jobs=2',
          `--time=${seconds}`,
          `--host=${options.clusterDir}`,
          '--port=5432',
          '--username=postgres',
          ...files.flatMap((file) => ['-f', file]),
          'hireready',
        ],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
    run(WARM_UP_S);
    const report = run(DURATION_S);
    const tps = Number(/tps = ([\d.]+)/.exec(report)?.[1]);
    const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(report)?.[1]);
    return Number.isFinite(tps) ? { tps, latencyMs } : undefined;
  } finally {
    rmSync(scripts, { recursive: true, force: true });
  }
}

function row(options: {
  name: string;
  result: autocannon.Result;
  livez: autocannon.Result;
  staticFile: autocannon.Result;
  alone?: { tps: number; latencyMs: number };
}): string {
  const { result, livez, staticFile, alone } = options;
  const ratio = (baseline: autocannon.Result) =>
    (result.requests.average / baseline.requests.average).toFixed(3);
  const p99 = result.latency.p99 / Math.max(livez.latency.p99, 1);
  // Requests still unanswered when the run ends count as errors too, not as missing data.
  const errors = result.errors + result.non2xx + result.timeouts;
  const database = alone
    ? `${Math.round(alone.tps)} (mean ${alone.latencyMs.toFixed(1)} ms) | ${(result.requests.average / alone.tps).toFixed(2)}`
    : '— | —';
  return `| ${options.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${ratio(livez)} | ${ratio(staticFile)} | ${p99.toFixed(1)} | ${errors} | ${database} |`;
}

export const VACANCY_SEARCH_HEADER = [
  `Job board search and blog list: ${VACANCY_COUNT.toLocaleString('en-US')} vacancies (90% active), ${CONNECTIONS} connections, ${DURATION_S} s each, one process, embedded ${EMBEDDED === 'pglite' ? 'PGlite' : 'PostgreSQL'}${process.env.BENCH_DATABASE_URL ? ' (rows marked PostgreSQL: on PostgreSQL)' : ''}`,
  '',
  '| Scenario | req/s | p50 ms | p99 ms | req/s ÷ livez | req/s ÷ static file | p99 ÷ livez p99 | errors + timeouts | PostgreSQL alone: same SQL, pgbench, tx/s | app ÷ PostgreSQL alone |',
  '|---|---|---|---|---|---|---|---|---|---|',
].join('\n');

// `node --import tsx bench/vacancy-search.ts` runs this scenario alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await benchVacancySearch();
  console.log(`\n${VACANCY_SEARCH_HEADER}\n${rows.join('\n')}`);
}
