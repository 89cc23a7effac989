import { sql } from 'drizzle-orm';
import { VACANCY_EXCERPT_LENGTH } from '../../../shared/schemas/vacancies';
import { vacancies } from '../../db/schema';

/** What a list of vacancies names of each: the board's cards and the alerts' lines. */
export const vacancySummaryColumns = {
  id: vacancies.id,
  title: vacancies.title,
  company: vacancies.company,
  location: vacancies.location,
  salaryMin: vacancies.salaryMin,
  salaryMax: vacancies.salaryMax,
  currency: vacancies.currency,
  salaryPeriod: vacancies.salaryPeriod,
};

/** What a page of the board lists of each vacancy, with its sort keys for the page's cursors. */
export const pageColumns = {
  ...vacancySummaryColumns,
  workMode: vacancies.workMode,
  employmentType: vacancies.employmentType,
  experienceLevel: vacancies.experienceLevel,
  salaryMaxUsd: vacancies.salaryMaxUsd,
  salaryMinUsd: vacancies.salaryMinUsd,
  status: vacancies.status,
  descriptionStart: sql<string>`left(${vacancies.description}, ${sql.raw(String(VACANCY_EXCERPT_LENGTH + 1))})`,
  createdAt: vacancies.createdAt,
  updatedAt: vacancies.updatedAt,
  // The colons quoted as literal text: the same output, and pgbench (bench/vacancy-search.ts)
  // does not take ":MI" for one of its variables.
  cursorCreatedAt: sql<string>`to_char(${vacancies.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24":"MI":"SS.US"Z"')`,
};
