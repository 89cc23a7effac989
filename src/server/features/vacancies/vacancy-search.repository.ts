import { type SQL, and, desc, eq, gte, ilike, sql } from 'drizzle-orm';
import {
  VACANCY_EXCERPT_LENGTH,
  VACANCY_SEARCH_TOTAL_CAP,
  type VacancySearch,
} from '../../../shared/schemas/vacancies';
import type { Database } from '../../db/client';
import { vacancies } from '../../db/schema';

export interface VacancyListRow {
  id: string;
  title: string;
  company: string;
  location: string;
  salaryMin: number;
  salaryMax: number;
  currency: string;
  status: string;
  /** The description's opening, one character longer than an excerpt so the view knows it goes on. */
  descriptionStart: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface VacancySearchResult {
  items: VacancyListRow[];
  /** How many active vacancies match, over all pages, counted up to VACANCY_SEARCH_TOTAL_CAP. */
  total: number;
  /** More match than the cap; `total` is the cap. */
  isTotalCapped: boolean;
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

function conditionsOf(search: VacancySearch): SQL | undefined {
  return and(
    eq(vacancies.status, 'active'),
    search.q ? matchesQuery(search.q) : undefined,
    search.location ? ilike(vacancies.location, containing(search.location)) : undefined,
    // "At least this much": a vacancy whose range reaches the amount qualifies.
    search.minSalary !== undefined ? gte(vacancies.salaryMax, search.minSalary) : undefined,
    search.currency ? eq(vacancies.currency, search.currency) : undefined,
  );
}

function orderOf(search: VacancySearch): SQL[] {
  const newest = [desc(vacancies.createdAt), desc(vacancies.id)];
  if (search.sort === 'salary') {
    return [desc(vacancies.salaryMax), desc(vacancies.salaryMin), ...newest];
  }
  return newest;
}

/** How many vacancies match, counting no further than one past the cap. */
function cappedCount(where: SQL | undefined): SQL<number> {
  return sql<number>`(select count(*)::int from (select 1 from ${vacancies} where ${where} limit ${sql.raw(String(VACANCY_SEARCH_TOTAL_CAP + 1))}) as matches)`;
}

export function createVacancySearchRepository(db: Database): VacancySearchRepository {
  return {
    async search(search) {
      const where = conditionsOf(search);
      // The count rides along with the page as a column (worked out once per query), so a page
      // is one round trip to the database: on the embedded one, which runs one query at a time,
      // a second query per request cost about a quarter of the list's time.
      const rows = await db
        .select({
          id: vacancies.id,
          title: vacancies.title,
          company: vacancies.company,
          location: vacancies.location,
          salaryMin: vacancies.salaryMin,
          salaryMax: vacancies.salaryMax,
          currency: vacancies.currency,
          status: vacancies.status,
          descriptionStart: sql<string>`left(${vacancies.description}, ${sql.raw(String(VACANCY_EXCERPT_LENGTH + 1))})`,
          createdAt: vacancies.createdAt,
          updatedAt: vacancies.updatedAt,
          matchCount: cappedCount(where),
        })
        .from(vacancies)
        .where(where)
        .orderBy(...orderOf(search))
        .limit(search.pageSize)
        .offset((search.page - 1) * search.pageSize);
      const items = rows.map(({ matchCount: _matchCount, ...item }) => item);
      // An empty page after the first still owes the reader how many there are.
      let counted = rows[0]?.matchCount ?? 0;
      if (rows.length === 0 && search.page > 1) {
        const [row] = await db.select({ total: cappedCount(where) }).from(sql`(select 1) as one`);
        counted = row?.total ?? 0;
      }
      return {
        items,
        total: Math.min(counted, VACANCY_SEARCH_TOTAL_CAP),
        isTotalCapped: counted > VACANCY_SEARCH_TOTAL_CAP,
      };
    },
  };
}
