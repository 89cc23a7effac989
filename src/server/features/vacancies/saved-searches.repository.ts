import { and, asc, desc, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import type { AlertFrequency } from '../../../shared/schemas/saved-searches';
import type { SalaryPeriod, VacancySearch } from '../../../shared/schemas/vacancies';
import type { Database } from '../../db/client';
import { insertWithinCap } from '../../db/within-cap';
import { mailPreferences, savedSearchSent, savedSearches, users, vacancies } from '../../db/schema';
import { conditionsOf, vacancySummaryColumns } from './vacancy-search.repository';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** A vacancy an alert lists. */
export interface AlertVacancy {
  id: string;
  title: string;
  company: string;
  location: string;
  salaryMin: number | null;
  salaryMax: number | null;
  currency: string;
  salaryPeriod: SalaryPeriod;
  createdAt: Date;
}

/** A saved search whose alert is due, with its owner. */
export interface DueAlert {
  search: SavedSearchRow;
  /** `isConfirmed`: the owner confirmed the address; no alert goes to it before (ADR 0037). */
  user: { id: string; name: string; email: string; isConfirmed: boolean; language: string };
}

export interface SavedSearchesRepository {
  /**
   * Saves a search unless its owner already has `cap` of them (null then); counted and inserted
   * under the owner's lock, so requests at once never go past the cap.
   */
  create(
    row: {
      userId: string;
      name: string;
      query: Record<string, string>;
      frequency: AlertFrequency;
      now: Date;
    },
    cap: number,
  ): Promise<SavedSearchRow | null>;
  listOwned(userId: string): Promise<SavedSearchRow[]>;
  updateOwned(
    owned: { userId: string; id: string },
    changes: Partial<Pick<SavedSearchRow, 'name' | 'frequency' | 'isPaused'>>,
  ): Promise<SavedSearchRow | null>;
  deleteOwned(owned: { userId: string; id: string }): Promise<boolean>;
  /** Searches with this frequency, not paused, whose owners have not turned alerts off. */
  listAlerting(frequency: AlertFrequency): Promise<Array<{ id: string }>>;
  /** The search and its owner, if its alert is still on. */
  findAlerting(id: string): Promise<DueAlert | null>;
  /**
   * Active vacancies matching the search, posted after `after` and up to `until`, that this
   * alert has never mailed; newest first, at most `limit`, with how many there are in all.
   */
  newMatches(options: {
    savedSearchId: string;
    search: VacancySearch;
    after: Date;
    until: Date;
    limit: number;
  }): Promise<{ vacancies: AlertVacancy[]; total: number }>;
  /** Records what a mail listed (never listed again) and moves the alert's window on. */
  markSent(options: { savedSearchId: string; vacancyIds: string[]; until: Date }): Promise<void>;
}

export function createSavedSearchesRepository(db: Database): SavedSearchesRepository {
  const owned = (userId: string, id: string) =>
    and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));
  return {
    async create({ now, ...row }, cap) {
      return insertWithinCap(db, {
        scope: `saved-searches:${row.userId}`,
        cap,
        count: (tx) => tx.$count(savedSearches, eq(savedSearches.userId, row.userId)),
        insert: async (tx) => {
          const [created] = await tx
            .insert(savedSearches)
            .values({ ...row, checkedUntil: now, createdAt: now, updatedAt: now })
            .returning();
          if (!created) throw new Error('insert into saved_searches returned no row');
          return created;
        },
      });
    },
    listOwned(userId) {
      return db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
    },
    async updateOwned({ userId, id }, changes) {
      const [row] = await db
        .update(savedSearches)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(owned(userId, id))
        .returning();
      return row ?? null;
    },
    async deleteOwned({ userId, id }) {
      const rows = await db
        .delete(savedSearches)
        .where(owned(userId, id))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },
    listAlerting(frequency) {
      return db
        .select({ id: savedSearches.id })
        .from(savedSearches)
        .leftJoin(mailPreferences, eq(mailPreferences.userId, savedSearches.userId))
        .where(
          and(
            eq(savedSearches.frequency, frequency),
            eq(savedSearches.isPaused, false),
            sql`coalesce(${mailPreferences.searchAlerts}, true)`,
          ),
        )
        .orderBy(asc(savedSearches.id));
    },
    async findAlerting(id) {
      const [row] = await db
        .select({
          search: savedSearches,
          user: {
            id: users.id,
            name: users.name,
            email: users.email,
            isConfirmed: users.emailVerified,
            language: sql<string>`coalesce(${mailPreferences.language}, 'en')`,
          },
        })
        .from(savedSearches)
        .innerJoin(users, eq(users.id, savedSearches.userId))
        .leftJoin(mailPreferences, eq(mailPreferences.userId, savedSearches.userId))
        .where(
          and(
            eq(savedSearches.id, id),
            eq(savedSearches.isPaused, false),
            sql`coalesce(${mailPreferences.searchAlerts}, true)`,
          ),
        );
      return row ?? null;
    },
    async newMatches({ savedSearchId, search, after, until, limit }) {
      const where = and(
        conditionsOf(search),
        gt(vacancies.createdAt, after),
        lte(vacancies.createdAt, until),
        notExists(
          db
            .select({ one: sql`1` })
            .from(savedSearchSent)
            .where(
              and(
                eq(savedSearchSent.savedSearchId, savedSearchId),
                eq(savedSearchSent.vacancyId, vacancies.id),
              ),
            ),
        ),
      );
      const rows = await db
        .select({
          ...vacancySummaryColumns,
          createdAt: vacancies.createdAt,
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(vacancies)
        .where(where)
        .orderBy(desc(vacancies.createdAt), desc(vacancies.id))
        .limit(limit);
      return {
        vacancies: rows.map(({ total: _total, ...vacancy }) => vacancy),
        total: rows[0]?.total ?? 0,
      };
    },
    async markSent({ savedSearchId, vacancyIds, until }) {
      await db.transaction(async (tx) => {
        if (vacancyIds.length > 0) {
          await tx
            .insert(savedSearchSent)
            .values(vacancyIds.map((vacancyId) => ({ savedSearchId, vacancyId, sentAt: until })))
            .onConflictDoNothing();
        }
        await tx
          .update(savedSearches)
          .set({ checkedUntil: until })
          .where(eq(savedSearches.id, savedSearchId));
      });
    },
  };
}
