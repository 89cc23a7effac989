import { type SQL, and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { type SalaryPeriod } from '../../../shared/constants';
import { VACANCY_EXCERPT_LENGTH } from '../../../shared/schemas/vacancies';
import type { ApplicationStatus, VacancyStatus } from '../../../shared/schemas/vacancies';
import type { Database } from '../../db/client';
import { applications, currencyRates, savedJobs, vacancies } from '../../db/schema';
import type { VacancyRow } from './vacancies.repository';
import { periodsPerYear } from './salary-sql';

/** A saved job as its card shows it: the vacancy as it is now, or its copy once deleted. */
export interface SavedJobRow {
  id: string;
  savedAt: Date;
  vacancyId: string | null;
  /** null once the vacancy has been deleted. */
  vacancyStatus: VacancyStatus | null;
  title: string;
  company: string;
  location: string;
  salaryMin: number | null;
  salaryMax: number | null;
  currency: string;
  salaryPeriod: SalaryPeriod;
  /** The range per year in US dollars at the reference rates (0: not stated): "Salary" sorts by it. */
  salaryMaxUsd: number;
  salaryMinUsd: number;
  /** The description's opening, one character longer than an excerpt. */
  descriptionStart: string;
  /** The user's application to this vacancy, if any. */
  applicationStatus: ApplicationStatus | null;
}

export interface SavedJobsRepository {
  /** Saves the vacancy for the user with a copy of it; saving twice keeps the first. */
  save(userId: string, vacancy: VacancyRow): Promise<void>;
  /** Removes the user's saved job for this vacancy, if there is one. */
  unsaveVacancy(userId: string, vacancyId: string): Promise<void>;
  /** Removes one of the user's saved jobs by its id; false when the user has no such saved job. */
  remove(userId: string, savedJobId: string): Promise<boolean>;
  isSaved(userId: string, vacancyId: string): Promise<boolean>;
  /** The user's saved jobs, newest first; `savedSince` and `isApplied` narrow them. */
  listOwn(
    userId: string,
    filter: { savedSince?: Date; isApplied?: boolean },
  ): Promise<SavedJobRow[]>;
}

const live = <T>(current: unknown, copy: unknown) => sql<T>`coalesce(${current}, ${copy})`;
/** The live vacancy's value while it exists (null included: a salary not stated), else the copy's. */
const liveNullable = <T>(current: unknown, copy: unknown) =>
  sql<T>`(case when ${vacancies.id} is not null then ${current} else ${copy} end)`;

/**
 * The saved job's salary range per year in US dollars at the reference rates, as the board's
 * "Highest salary" order compares them (a saved copy of a deleted vacancy included; 0 when the
 * salary is not stated).
 */
function salariesInUsd() {
  const rate = sql`coalesce((select ${currencyRates.perUsd} from ${currencyRates} where ${currencyRates.currency} = ${live(vacancies.currency, savedJobs.currency)}), 1)`;
  const perYear = periodsPerYear(liveNullable(vacancies.salaryPeriod, savedJobs.salaryPeriod));
  const usd = (amount: SQL) =>
    sql<number>`coalesce(${amount}::float8 * ${perYear} / ${rate}, 0)::float8`;
  return {
    salaryMaxUsd: usd(liveNullable(vacancies.salaryMax, savedJobs.salaryMax)),
    salaryMinUsd: usd(liveNullable(vacancies.salaryMin, savedJobs.salaryMin)),
  };
}

export function createSavedJobsRepository(db: Database): SavedJobsRepository {
  return {
    async save(userId, vacancy) {
      await db
        .insert(savedJobs)
        .values({
          userId,
          vacancyId: vacancy.id,
          originVacancyId: vacancy.id,
          title: vacancy.title,
          company: vacancy.company,
          location: vacancy.location,
          salaryMin: vacancy.salaryMin,
          salaryMax: vacancy.salaryMax,
          currency: vacancy.currency,
          salaryPeriod: vacancy.salaryPeriod,
          description: vacancy.description,
        })
        .onConflictDoNothing({ target: [savedJobs.userId, savedJobs.vacancyId] });
    },
    async unsaveVacancy(userId, vacancyId) {
      await db
        .delete(savedJobs)
        .where(and(eq(savedJobs.userId, userId), eq(savedJobs.vacancyId, vacancyId)));
    },
    async remove(userId, savedJobId) {
      const removed = await db
        .delete(savedJobs)
        .where(and(eq(savedJobs.id, savedJobId), eq(savedJobs.userId, userId)))
        .returning({ id: savedJobs.id });
      return removed.length > 0;
    },
    async isSaved(userId, vacancyId) {
      const count = await db.$count(
        savedJobs,
        and(eq(savedJobs.userId, userId), eq(savedJobs.vacancyId, vacancyId)),
      );
      return count > 0;
    },
    listOwn(userId, filter) {
      return db
        .select({
          id: savedJobs.id,
          savedAt: savedJobs.savedAt,
          vacancyId: savedJobs.vacancyId,
          vacancyStatus: vacancies.status,
          title: live<string>(vacancies.title, savedJobs.title),
          company: live<string>(vacancies.company, savedJobs.company),
          location: live<string>(vacancies.location, savedJobs.location),
          salaryMin: liveNullable<number | null>(vacancies.salaryMin, savedJobs.salaryMin),
          salaryMax: liveNullable<number | null>(vacancies.salaryMax, savedJobs.salaryMax),
          currency: live<string>(vacancies.currency, savedJobs.currency),
          salaryPeriod: liveNullable<SalaryPeriod>(vacancies.salaryPeriod, savedJobs.salaryPeriod),
          ...salariesInUsd(),
          descriptionStart: sql<string>`left(${live(vacancies.description, savedJobs.description)}, ${sql.raw(String(VACANCY_EXCERPT_LENGTH + 1))})`,
          applicationStatus: applications.status,
        })
        .from(savedJobs)
        .leftJoin(vacancies, eq(vacancies.id, savedJobs.vacancyId))
        .leftJoin(
          applications,
          // By the vacancy it came from, which both keep after the vacancy is deleted.
          and(
            eq(applications.originVacancyId, savedJobs.originVacancyId),
            eq(applications.userId, savedJobs.userId),
          ),
        )
        .where(
          and(
            eq(savedJobs.userId, userId),
            filter.savedSince ? gte(savedJobs.savedAt, filter.savedSince) : undefined,
            filter.isApplied ? isNotNull(applications.id) : undefined,
          ),
        )
        .orderBy(desc(savedJobs.savedAt), desc(savedJobs.id));
    },
  };
}
