import { type SQL, sql } from 'drizzle-orm';
import { VACANCY_SEARCH_TOTAL_CAP } from '../../../shared/schemas/vacancies';
import type { Database } from '../../db/client';
import { vacancies } from '../../db/schema';

/** How many vacancies match, counting no further than one past the cap. */
function cappedCount(where: SQL | undefined): SQL<number> {
  return sql<number>`(select count(*)::int from (select 1 from ${vacancies} where ${where} limit ${sql.raw(String(VACANCY_SEARCH_TOTAL_CAP + 1))}) as matches)`;
}

/**
 * An estimate this many times the cap is read as "more than the cap" without counting. Counting
 * even to the cap cost two thirds of a search's database time on a board of a million (issue 36):
 * the text index hands over every match before the first is counted. The planner's estimate
 * comes from the table's statistics in well under a millisecond; below this margin the matches
 * are counted, so a wrong estimate can only turn "1,000+" into a count, never the reverse,
 * unless it is five times too high.
 */
const ESTIMATE_MARGIN = 5;

/** The rows the planner expects the conditions to match, from the table's statistics. */
async function plannedRows(db: Database, where: SQL | undefined): Promise<number> {
  // node-postgres and PGlite both answer `{ rows }`.
  const result = (await db.execute(
    sql`explain (format json) select 1 from ${vacancies} where ${where}`,
  )) as { rows: Record<string, unknown>[] };
  const [row] = result.rows;
  const raw = row?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    Plan?: { 'Plan Rows'?: number };
  }[];
  return plan[0]?.Plan?.['Plan Rows'] ?? 0;
}

/** How many match, up to one past the cap: estimated when far above it, else counted. */
export async function countMatches(
  db: Database,
  options: { where: SQL | undefined; exact: boolean },
) {
  const { where } = options;
  if (!options.exact) {
    const estimate = await plannedRows(db, where);
    if (estimate >= VACANCY_SEARCH_TOTAL_CAP * ESTIMATE_MARGIN) return VACANCY_SEARCH_TOTAL_CAP + 1;
  }
  const [row] = await db.select({ total: cappedCount(where) }).from(sql`(select 1) as one`);
  return row?.total ?? 0;
}
