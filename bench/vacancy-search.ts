import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { users, vacancies } from '../src/server/db/schema';
import { startServer } from '../tests/support/server-process';

// The job board's search with 10,000 vacancies (issue 5) and the blog list (issue 9): throughput
// and p99 at 50 connections, as a ratio to /livez and to a static file of the same server in the
// same run, so the figure travels between machines.

/** BENCH_VACANCIES sets the board's size (a multiple of 500). */
const VACANCY_COUNT = Number(process.env.BENCH_VACANCIES ?? 10_000);
/** BENCH_EMBEDDED_DATABASE=pglite measures the earlier embedded database for comparison. */
const EMBEDDED = process.env.BENCH_EMBEDDED_DATABASE === 'pglite' ? 'pglite' : 'postgres';
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARM_UP_S = 2;

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

/** A small deterministic generator (mulberry32), so every run searches the same board. */
function generator(seed: number) {
  let state = seed;
  return <T>(items: readonly T[]): T => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    const unit = ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
    return items[Math.floor(unit * items.length)]!;
  };
}

/** Where the board goes: PGlite under DATA_DIR/db, or the PostgreSQL database at the URL. */
interface BoardDatabase {
  dataDir: string;
  databaseUrl?: string;
  /** The embedded database under DATA_DIR (the server's default when unset). */
  embedded?: 'postgres' | 'pglite';
}

/** Writes the board into the database the server will open, through the server's own client. */
export async function seedBoard(target: BoardDatabase): Promise<void> {
  const database = await openDatabase({ ...target, poolSize: 2 });
  try {
    await migrateDatabase(database);
    const { db } = database;
    await db.insert(users).values({ id: 'bench-owner', name: 'Bench', email: 'bench@example.com' });
    const pick = generator(42);
    const start = Date.UTC(2026, 0, 1);
    for (let offset = 0; offset < VACANCY_COUNT; offset += 500) {
      const batch = Array.from({ length: 500 }, (_, i) => {
        const salaryMin = 1000 * (20 + ((offset + i) % 300));
        return {
          userId: 'bench-owner',
          title: pick(ROLES),
          company: pick(COMPANIES),
          location: pick(LOCATIONS),
          salaryMin,
          salaryMax: salaryMin + 1000 * (10 + ((offset + i) % 50)),
          currency: pick(CURRENCIES),
          description: Array.from({ length: 5 }, () => pick(SENTENCES)).join(' '),
          requirements: `${pick(REQUIREMENTS)} ${pick(REQUIREMENTS)}`,
          status: (offset + i) % 10 === 0 ? ('inactive' as const) : ('active' as const),
          createdAt: new Date(start + (offset + i) * 60_000),
        };
      });
      await db.insert(vacancies).values(batch);
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
 * Seeds the board, starts a server on it, and returns Markdown table rows: on PGlite, then, when
 * BENCH_DATABASE_URL is set, the same on PostgreSQL (rows marked so), each against its own
 * server's /livez and static file.
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

async function benchOneDatabase(options: {
  label: string;
  databaseUrl?: string;
}): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hireready-bench-search-'));
  try {
    await seedBoard({ dataDir, databaseUrl: options.databaseUrl, embedded: EMBEDDED });
    const server = await startServer({
      DATA_DIR: dataDir,
      EMBEDDED_DATABASE: EMBEDDED,
      LOG_LEVEL: 'warn',
      CLIENT_DIR: process.env.BENCH_CLIENT_DIR ?? 'dist/client',
      ...(options.databaseUrl
        ? {
            DATABASE_URL: options.databaseUrl,
            AUTH_SECRET: 'bench-secret-of-at-least-32-characters',
          }
        : {}),
    });
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const livez = await measure(`${base}/livez`);
      // A static file of the built client through the whole middleware chain (security headers,
      // logging, cache headers): the cheapest thing this server does that a browser asks for.
      const staticFile = await measure(`${base}/favicon.svg`);
      const scenarios = [
        // The starter posts the server imports on a new database (6).
        { name: 'GET /api/blog/posts (blog list)', paths: ['/api/blog/posts'] },
        { name: 'GET /api/vacancies (page 1, newest)', paths: ['/api/vacancies'] },
        {
          name: `GET /api/vacancies?q=… (${SEARCHES.length} searches in turn, en/ru, some filtered)`,
          paths: SEARCHES.map((query) => `/api/vacancies${query}`),
        },
      ];
      const named = (name: string) => `${name}${options.label}`;
      const rows = [
        row(named('GET /livez (baseline)'), livez, livez, staticFile),
        row(named('GET /favicon.svg (static file)'), staticFile, livez, staticFile),
      ];
      for (const scenario of scenarios) {
        // A short untimed run first: the first queries compile and plan, which is start-up cost,
        // not the steady state this measures.
        await measure(`${base}${scenario.paths[0]}`, scenario.paths, WARM_UP_S);
        const result = await measure(`${base}${scenario.paths[0]}`, scenario.paths);
        rows.push(row(named(scenario.name), result, livez, staticFile));
        // Queries still queued on the embedded database when the clients stop would be charged
        // to the next scenario: one more request waits behind them.
        await fetch(`${base}${scenario.paths[0]}`).then((res) => res.arrayBuffer());
      }
      return rows;
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function row(
  name: string,
  result: autocannon.Result,
  livez: autocannon.Result,
  staticFile: autocannon.Result,
): string {
  const ratio = (baseline: autocannon.Result) =>
    (result.requests.average / baseline.requests.average).toFixed(3);
  const p99 = result.latency.p99 / Math.max(livez.latency.p99, 1);
  // Requests still unanswered when the run ends count as errors too, not as missing data.
  const errors = result.errors + result.non2xx + result.timeouts;
  return `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${ratio(livez)} | ${ratio(staticFile)} | ${p99.toFixed(1)} | ${errors} |`;
}

export const VACANCY_SEARCH_HEADER = [
  `Job board search and blog list: ${VACANCY_COUNT.toLocaleString('en-US')} vacancies (90% active), ${CONNECTIONS} connections, ${DURATION_S} s each, one process, embedded ${EMBEDDED === 'pglite' ? 'PGlite' : 'PostgreSQL'}${process.env.BENCH_DATABASE_URL ? ' (rows marked PostgreSQL: on PostgreSQL)' : ''}`,
  '',
  '| Scenario | req/s | p50 ms | p99 ms | req/s ÷ livez | req/s ÷ static file | p99 ÷ livez p99 | errors + timeouts |',
  '|---|---|---|---|---|---|---|---|',
].join('\n');

// `node --import tsx bench/vacancy-search.ts` runs this scenario alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await benchVacancySearch();
  console.log(`\n${VACANCY_SEARCH_HEADER}\n${rows.join('\n')}`);
}
