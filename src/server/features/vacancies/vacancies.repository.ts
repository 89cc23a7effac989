import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type {
  Currency,
  EmploymentType,
  ExperienceLevel,
  SalaryPeriod,
  VacancyStatus,
  WorkMode,
} from '../../../shared/schemas/vacancies';
import type { Database } from '../../db/client';
import { applications, closedVacancies, savedJobs, vacancies } from '../../db/schema';
import { noteBoardChanged } from './vacancy-search.repository';

// Every column but the search document, which only the search query reads, and the salaries in
// dollars, which only the salary order reads.
const {
  searchVector: _searchVector,
  salaryMaxUsd: _salaryMaxUsd,
  salaryMinUsd: _salaryMinUsd,
  ...vacancyColumns
} = getTableColumns(vacancies);
export { vacancyColumns };

export type VacancyRow = Omit<
  typeof vacancies.$inferSelect,
  'searchVector' | 'salaryMaxUsd' | 'salaryMinUsd'
>;
export type OwnedVacancyRow = VacancyRow & { applicationsCount: number };

export interface VacancyContent {
  title: string;
  company: string;
  location: string;
  /** Both null: not stated. */
  salaryMin: number | null;
  salaryMax: number | null;
  currency: Currency;
  /** Left out: a month. */
  salaryPeriod?: SalaryPeriod;
  description: string;
  requirements: string;
  benefits: string;
  /** Null (or left out): not stated. */
  workMode?: WorkMode | null;
  employmentType?: EmploymentType | null;
  experienceLevel?: ExperienceLevel | null;
}

export interface VacanciesRepository {
  /** Stores a new vacancy, active, owned by userId. */
  create(userId: string, content: VacancyContent): Promise<VacancyRow>;
  /** The vacancy whatever its owner and status; callers decide who may see it. */
  findById(id: string): Promise<VacancyRow | null>;
  /** The vacancy if userId owns it; another user's id is as good as unknown. */
  findOwned(userId: string, id: string): Promise<VacancyRow | null>;
  /** Changes the owner's vacancy and refreshes updatedAt; null when it is not theirs. */
  updateOwned(
    owned: { userId: string; id: string },
    changes: Partial<VacancyContent> & { status?: VacancyStatus },
  ): Promise<VacancyRow | null>;
  /**
   * Deletes the owner's vacancy. Its saved jobs and applications first get a fresh copy of what
   * it said, then lose the link (on delete set null). False when it is not theirs.
   */
  deleteOwned(userId: string, id: string): Promise<boolean>;
  /** The owner's vacancies, active first, newest first, with their application counts. */
  listOwned(userId: string): Promise<OwnedVacancyRow[]>;
  /** Every active vacancy's id and last change, newest first: the sitemap's entries. */
  listActiveDates(): Promise<Array<{ id: string; updatedAt: Date }>>;
  /**
   * What a closed vacancy showed everyone: one taken off the board (inactive; closed when it was
   * last changed) or deleted (kept by the delete). Null for an open or unknown one.
   */
  findClosed(id: string): Promise<ClosedVacancy | null>;
}

export interface ClosedVacancy {
  id: string;
  title: string;
  company: string;
  location: string;
  closedAt: Date;
}

export function createVacanciesRepository(db: Database): VacanciesRepository {
  return {
    async create(userId, content) {
      const [row] = await db
        .insert(vacancies)
        .values({ userId, ...content, status: 'active' })
        .returning(vacancyColumns);
      if (!row) throw new Error('insert into vacancies returned no row');
      noteBoardChanged();
      return row;
    },
    async listActiveDates() {
      return db
        .select({ id: vacancies.id, updatedAt: vacancies.updatedAt })
        .from(vacancies)
        .where(eq(vacancies.status, 'active'))
        .orderBy(desc(vacancies.updatedAt));
    },
    async findById(id) {
      const [row] = await db.select(vacancyColumns).from(vacancies).where(eq(vacancies.id, id));
      return row ?? null;
    },
    async findClosed(id) {
      const [inactive] = await db
        .select({
          id: vacancies.id,
          title: vacancies.title,
          company: vacancies.company,
          location: vacancies.location,
          closedAt: vacancies.updatedAt,
        })
        .from(vacancies)
        .where(and(eq(vacancies.id, id), eq(vacancies.status, 'inactive')));
      if (inactive) return inactive;
      const [deleted] = await db.select().from(closedVacancies).where(eq(closedVacancies.id, id));
      return deleted ?? null;
    },
    async findOwned(userId, id) {
      const [row] = await db
        .select(vacancyColumns)
        .from(vacancies)
        .where(and(eq(vacancies.id, id), eq(vacancies.userId, userId)));
      return row ?? null;
    },
    async updateOwned({ userId, id }, changes) {
      const [row] = await db
        .update(vacancies)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(vacancies.id, id), eq(vacancies.userId, userId)))
        .returning(vacancyColumns);
      noteBoardChanged();
      return row ?? null;
    },
    async deleteOwned(userId, id) {
      const deleted = await db.transaction(async (tx) => {
        const [vacancy] = await tx
          .select(vacancyColumns)
          .from(vacancies)
          .where(and(eq(vacancies.id, id), eq(vacancies.userId, userId)))
          .for('update');
        if (!vacancy) return false;
        await tx
          .update(savedJobs)
          .set({
            title: vacancy.title,
            company: vacancy.company,
            location: vacancy.location,
            salaryMin: vacancy.salaryMin,
            salaryMax: vacancy.salaryMax,
            currency: vacancy.currency,
            salaryPeriod: vacancy.salaryPeriod,
            description: vacancy.description,
          })
          .where(eq(savedJobs.vacancyId, id));
        await tx
          .update(applications)
          .set({ vacancyTitle: vacancy.title, vacancyCompany: vacancy.company })
          .where(eq(applications.vacancyId, id));
        await tx.delete(vacancies).where(eq(vacancies.id, id));
        await tx
          .insert(closedVacancies)
          .values({
            id,
            title: vacancy.title,
            company: vacancy.company,
            location: vacancy.location,
          })
          .onConflictDoNothing();
        return true;
      });
      noteBoardChanged();
      return deleted;
    },
    listOwned(userId) {
      return db
        .select({
          ...vacancyColumns,
          applicationsCount: db.$count(applications, eq(applications.vacancyId, vacancies.id)),
        })
        .from(vacancies)
        .where(eq(vacancies.userId, userId))
        .orderBy(sql`${vacancies.status} = 'active' desc`, desc(vacancies.createdAt));
    },
  };
}
