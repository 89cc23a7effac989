// A salary's pay period in SQL: the one place the board's queries turn it into a year (the
// factors are SALARY_PERIOD_PER_YEAR's; migration 0029's trigger holds the same for the stored
// per-year columns).
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { SALARY_PERIODS, SALARY_PERIOD_PER_YEAR } from '../../../shared/constants';

/** How many of `period` make a year (an hour: 2,080), as a SQL `case` over the period's value. */
export function periodsPerYear(period: AnyColumn | SQL): SQL<number> {
  const cases = SALARY_PERIODS.map(
    (value) => sql`when ${value} then ${sql.raw(String(SALARY_PERIOD_PER_YEAR[value]))}`,
  );
  return sql<number>`(case ${period} ${sql.join(cases, sql` `)} end)`;
}
