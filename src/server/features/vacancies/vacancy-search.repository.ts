import { type SQL, and, eq, gte, ilike, inArray, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { SALARY_PERIOD_PER_YEAR, type SalaryPeriod } from '../../../shared/constants';
import {
  type EmploymentType,
  type ExperienceLevel,
  type WorkMode,
  VACANCY_SEARCH_TOTAL_CAP,
  type VacancySearch,
} from '../../../shared/schemas/vacancies';
import { type VacancyCursor, encodeVacancyCursor } from '../../../shared/schemas/vacancy-cursor';
import type { Database } from '../../db/client';
import { vacancies } from '../../db/schema';
import { pageColumns, vacancySummaryColumns } from './page-columns';
import { createPageStarts } from './page-starts';
import { countMatches } from './vacancy-counts';
import { periodsPerYear } from './salary-sql';

export interface VacancyListRow {
  id: string;
  title: string;
  company: string;
  location: string;
  salaryMin: number | null;
  salaryMax: number | null;
  currency: string;
  salaryPeriod: SalaryPeriod;
  workMode: WorkMode | null;
  employmentType: EmploymentType | null;
  experienceLevel: ExperienceLevel | null;
  status: string;
  /** The description's opening, one character longer than an excerpt so the view knows it goes on. */
  descriptionStart: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface VacancySearchResult {
  items: VacancyListRow[];
  /**
   * How many active vacancies match, over all pages, counted up to VACANCY_SEARCH_TOTAL_CAP (a
   * count up to COUNT_TTL_MS old when the search fills more than one page).
   */
  total: number;
  /** More match than the cap (counted, or estimated far above it); `total` is the cap. */
  isTotalCapped: boolean;
  /** The Next link's cursor: after the page's last vacancy; null on the last page. */
  nextCursor: string | null;
  /** The Previous link's cursor: before the page's first vacancy; null on the first page. */
  previousCursor: string | null;
}

export interface VacancySearchRepository {
  /** Active vacancies matching the search, one page of them, in the order asked for. */
  search(search: VacancySearch): Promise<VacancySearchResult>;
}

/**
 * The query's words as stems, the way the stored document has them (VACANCY_SEARCH_DOCUMENT in
 * db/schema.ts). websearch_to_tsquery takes anything a person types ("quoted phrases",
 * -exclusions, or) and never fails. A query of stop words only ("IT") has no stems, so it
 * falls back to exact words, which the document keeps for the title and company.
 */
function matchesQuery(query: string): SQL {
  const stems = sql`websearch_to_tsquery('russian', ${query})`;
  const words = sql`websearch_to_tsquery('simple', ${query})`;
  return sql`${vacancies.searchVector} @@ (case when numnode(${stems}) > 0 then ${stems} else ${words} end)`;
}

/** A LIKE pattern matching the text anywhere, with the user's own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (special) => `\\${special}`)}%`;
}

export { vacancySummaryColumns };

/** A vacancy's salary column as an amount per year (bigint: an hourly rate × 2,080). */
function yearly(column: typeof vacancies.salaryMax): SQL<number> {
  return sql<number>`(${column}::bigint * ${periodsPerYear(vacancies.salaryPeriod)})`;
}

/** The search's conditions on the columns stored in the row: cheap to check. */
function columnConditionsOf(search: VacancySearch): SQL | undefined {
  return and(
    eq(vacancies.status, 'active'),
    search.currency ? eq(vacancies.currency, search.currency) : undefined,
    search.workMode ? eq(vacancies.workMode, search.workMode) : undefined,
    search.employmentType ? eq(vacancies.employmentType, search.employmentType) : undefined,
    search.experienceLevel ? eq(vacancies.experienceLevel, search.experienceLevel) : undefined,
    // "At least this much": a vacancy whose range reaches the amount qualifies, both per year
    // (an hourly rate against a monthly amount compares like with like); not stated never does.
    search.minSalary !== undefined
      ? gte(
          yearly(vacancies.salaryMax),
          search.minSalary * SALARY_PERIOD_PER_YEAR[search.period ?? 'month'],
        )
      : undefined,
    search.location ? ilike(vacancies.location, containing(search.location)) : undefined,
  );
}

/** Every condition of the search: the columns' and the text's. */
export function conditionsOf(search: VacancySearch): SQL | undefined {
  return and(columnConditionsOf(search), search.q ? matchesQuery(search.q) : undefined);
}

/**
 * The columns the board is ordered by, all descending, the last one unique (the id). Salaries
 * are compared in US dollars at the stored reference rates (currency_rates), so 250,000 RUB
 * never ranks above 105,000 EUR; within one currency that is the order of the amounts.
 */
function sortKeysOf(sort: VacancySearch['sort']): SQL[] {
  const newest = [sql`${vacancies.createdAt}`, sql`${vacancies.id}`];
  return sort === 'salary'
    ? [sql`${vacancies.salaryMaxUsd}`, sql`${vacancies.salaryMinUsd}`, ...newest]
    : newest;
}

function cursorValues(cursor: VacancyCursor): SQL[] {
  const newest = [sql`${cursor.createdAt}::timestamptz`, sql`${cursor.id}::uuid`];
  return cursor.sort === 'salary'
    ? [sql`${cursor.salaryMax}::float8`, sql`${cursor.salaryMin}::float8`, ...newest]
    : newest;
}

/**
 * The vacancies after (or before) the cursor's in the board's order: a row comparison on the
 * sort keys, plus the first key alone so the sorted index can start there instead of filtering.
 */
function beyond(options: { cursor: VacancyCursor; direction: 'after' | 'before' }): SQL {
  const keys = sortKeysOf(options.cursor.sort);
  const values = cursorValues(options.cursor);
  const [firstKey, firstValue] = [keys[0]!, values[0]!];
  const row = (items: SQL[]) => sql`(${sql.join(items, sql`, `)})`;
  return options.direction === 'after'
    ? sql`${firstKey} <= ${firstValue} and ${row(keys)} < ${row(values)}`
    : sql`${firstKey} >= ${firstValue} and ${row(keys)} > ${row(values)}`;
}

/** How long a search's count is reused: paging through results counts once. */
export const COUNT_TTL_MS = 30_000;
const COUNTS_KEPT = 1_000;

/**
 * Bumped by every write to the board in this process (createVacanciesRepository), so a vacancy
 * posted or closed here is counted at once; another process's writes show within COUNT_TTL_MS.
 */
let boardVersion = 0;
export function noteBoardChanged(): void {
  boardVersion += 1;
}

/** What decides the matches: the filters, not the order or the page. */
function countKey(search: VacancySearch): string {
  const { q, location, minSalary, period, currency, workMode, employmentType, experienceLevel } =
    search;
  return JSON.stringify([
    boardVersion,
    q,
    location,
    minSalary,
    minSalary === undefined ? undefined : (period ?? 'month'),
    currency,
    workMode,
    employmentType,
    experienceLevel,
  ]);
}

/** A listed vacancy's sort keys, as exact as the database holds them. */
function positionOf(row: VacancyPageRow, sort: VacancySearch['sort']): VacancyCursor {
  const newest = { createdAt: row.cursorCreatedAt, id: row.id };
  return sort === 'salary'
    ? { sort, salaryMax: row.salaryMaxUsd, salaryMin: row.salaryMinUsd, ...newest }
    : { sort, ...newest };
}

/** The cursor of a listed vacancy, for a page link. */
function cursorOf(row: VacancyPageRow, sort: VacancySearch['sort']): string {
  return encodeVacancyCursor(positionOf(row, sort));
}

type VacancyPageRow = VacancyListRow & {
  cursorCreatedAt: string;
  salaryMaxUsd: number;
  salaryMinUsd: number;
};

/**
 * The query behind a page of the board (the bench runs its SQL through pgbench too). One row
 * more than the page says whether another page follows in the direction of travel; the count
 * is asked for apart, only when the page does not tell it (countMatches).
 */
export function pageQueryOf(
  db: Database,
  options: {
    search: VacancySearch;
    windowRows?: number;
    matchesFirst?: boolean;
    /** A page by its number read from the vacancy before it: where the page starts. */
    withStart?: boolean;
  },
) {
  const { search } = options;
  const where = conditionsOf(search);
  const cursor = search.after ?? search.before;
  const direction = search.before ? 'before' : 'after';
  // Backwards from a cursor reads the index the other way and turns the page round after.
  const order = sortKeysOf(search.sort).map((key) =>
    direction === 'before' ? sql`${key} asc` : sql`${key} desc`,
  );
  const position = cursor ? beyond({ cursor, direction }) : undefined;
  const limit = search.pageSize + (options.withStart ? 2 : 1);
  const offset = cursor ? 0 : (search.page - 1) * search.pageSize - (options.withStart ? 1 : 0);
  if (options.matchesFirst) {
    // Matches first: every match, found by the indexes (a LIMIT keeps the planner from walking
    // the board in its order to find them), sorted by their keys alone; the page's columns are
    // read for the page's rows only. Reading them for every match before sorting cost three
    // quarters of the time («повар» by salary at a million: 10,375 excerpts cut, 197 ms).
    const keys = db
      .select({
        id: vacancies.id,
        createdAt: vacancies.createdAt,
        salaryMaxUsd: vacancies.salaryMaxUsd,
        salaryMinUsd: vacancies.salaryMinUsd,
      })
      .from(vacancies)
      .where(and(where, position))
      .limit(MATCHES_FENCE)
      .as('vacancies');
    const page = db
      .select({ id: vacancies.id })
      .from(keys)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return db
      .select(pageColumns)
      .from(vacancies)
      .where(inArray(vacancies.id, page))
      .orderBy(...order);
  }
  // The window: the next so many vacancies in the board's order that pass the column filters,
  // named as the table so the text condition and the columns below read it.
  const source = options.windowRows
    ? db
        .select()
        .from(vacancies)
        .where(and(columnConditionsOf(search), position))
        .orderBy(...order)
        .limit(options.windowRows)
        .as('vacancies')
    : vacancies;
  return db
    .select(pageColumns)
    .from(source)
    .where(options.windowRows ? matchesQuery(search.q ?? '') : and(where, position))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** A LIMIT no board reaches: it keeps the matches' subquery planned on its own. */
const MATCHES_FENCE = 2_147_483_647;

/**
 * How many vacancies, in the board's order and passing the search's other filters, a text
 * search looks through first. The newest (or best paid) page of matches is almost always among
 * them, and reading them in order costs a few milliseconds; when it is not, every match is read
 * and sorted (pageRowsOf). The planner alone misjudges words that travel together ("менеджер по продажам": 404 expected,
 * 15,367 found at a million) and then reads every match to sort them: 200 ms instead of 6.
 */
export const SEARCH_WINDOW_ROWS = 5_000;

/**
 * A page of the search. A text search reads its window first; when the window does not hold the
 * page, it reads every match and sorts them, which costs what the matches cost: a word that is
 * rare near the front of the board's order ("повар" by salary: cooks are paid least, 0.26 % of
 * the best-paid rows) would otherwise be looked for row by row through a large part of the
 * board (154,000 rows for page 20 at a million, 880 ms; every match, 120 ms). A page asked for by
 * its number reads every match.
 * `sent` sees each statement as it is sent (the bench runs the same ones through pgbench).
 */
export async function pageRowsOf(
  db: Database,
  options: {
    search: VacancySearch;
    windowRows: number;
    sent?: (statement: { sql: string; params: unknown[] }) => void;
  },
): Promise<VacancyPageRow[]> {
  const { search, windowRows, sent } = options;
  const run = (query: ReturnType<typeof pageQueryOf>) => {
    sent?.(query.toSQL());
    return query;
  };
  if (!search.q) return run(pageQueryOf(db, { search }));
  // A page asked for by its number skips every page before it, so a window in the board's order
  // would have to hold them all: reading every match and sorting them costs less (16 searches at
  // page 20 of 100,000, one at a time: 971–1,025 ms in all with a window four times the first
  // page's, then every match when it fell short; 533–538 ms reading every match at once).
  const byNumber = !(search.after ?? search.before) && search.page > 1;
  if (byNumber) return run(pageQueryOf(db, { search, matchesFirst: true }));
  const windowed = await run(pageQueryOf(db, { search, windowRows }));
  if (windowed.length > search.pageSize) return windowed;
  return run(pageQueryOf(db, { search, matchesFirst: true }));
}

export function createVacancySearchRepository(
  db: Database,
  options: { windowRows?: number } = {},
): VacancySearchRepository {
  const windowRows = options.windowRows ?? SEARCH_WINDOW_ROWS;
  const counts = new LRUCache<string, number, { where: SQL | undefined; exact: boolean }>({
    max: COUNTS_KEPT,
    ttl: COUNT_TTL_MS,
    // Concurrent readers of one search wait for the same count.
    fetchMethod: (...[, , { context }]) => countMatches(db, context),
  });
  const count = async (search: VacancySearch, exact: boolean) =>
    (await counts.fetch(countKey(search), {
      context: { where: conditionsOf(search), exact },
      forceRefresh: exact,
    })) ?? 0;
  const pageStarts = createPageStarts<VacancyCursor, VacancyPageRow[]>({
    max: COUNTS_KEPT,
    ttlMs: COUNT_TTL_MS,
  });
  // A page by its number: from where it starts when that is kept, else read by its number.
  const numberedPage = (search: VacancySearch) =>
    pageStarts.rowsOf(`${countKey(search)}|${search.sort}|${search.pageSize}|${search.page}`, {
      fromStart: (start) => pageRowsOf(db, { search: { ...search, after: start }, windowRows }),
      byNumber: async () => {
        const [before, ...rows] = await pageQueryOf(db, {
          search,
          matchesFirst: Boolean(search.q),
          withStart: true,
        });
        return { start: before && positionOf(before, search.sort), rows };
      },
    });
  return {
    async search(search) {
      const cursor = search.after ?? search.before;
      const direction = search.before ? 'before' : 'after';
      const isFirstPage = !cursor && search.page === 1;
      const fetched =
        !cursor && search.page > 1
          ? await numberedPage(search)
          : await pageRowsOf(db, { search, windowRows });
      const hasMore = fetched.length > search.pageSize;
      const rows = fetched.slice(0, search.pageSize);
      if (direction === 'before') rows.reverse();
      // A first page with room to spare holds every match; an empty later page owes the reader
      // an exact count (an estimate may have promised more); otherwise a count or an estimate.
      const counted =
        isFirstPage && !hasMore
          ? rows.length
          : await count(search, fetched.length === 0 && !isFirstPage);
      const first = rows[0];
      const last = rows.at(-1);
      const hasNext = direction === 'before' ? rows.length > 0 : hasMore;
      const hasPrevious = direction === 'before' ? hasMore : Boolean(cursor) || search.page > 1;
      return {
        items: rows.map(
          ({ cursorCreatedAt: _cursor, salaryMaxUsd: _max, salaryMinUsd: _min, ...item }) => item,
        ),
        total: Math.min(counted, VACANCY_SEARCH_TOTAL_CAP),
        isTotalCapped: counted > VACANCY_SEARCH_TOTAL_CAP,
        nextCursor: hasNext && last ? cursorOf(last, search.sort) : null,
        previousCursor: hasPrevious && first ? cursorOf(first, search.sort) : null,
      };
    },
  };
}
