import { and, count, desc, eq, inArray, isNotNull, lte, or, isNull, sql } from 'drizzle-orm';
import { TRACKER_WAITING_STAGES } from '../../../shared/constants';
import type { TrackedFields, TrackedPatch } from '../../../shared/schemas/tracker';
import type { Database } from '../../db/client';
import { applications, mailPreferences, trackedApplications, users } from '../../db/schema';
import { isUuid } from '../../db/uuid';

export type TrackedRow = typeof trackedApplications.$inferSelect;

/** An application made on the board, as the tracker shows it. */
export interface BoardApplicationRow {
  id: string;
  vacancyId: string | null;
  title: string;
  company: string;
  status: typeof applications.$inferSelect.status;
  appliedAt: Date;
  updatedAt: Date;
}

/** A tracked application whose follow-up reminder is due, with whom to mail and in what language. */
export interface DueReminder {
  item: TrackedRow;
  user: { id: string; email: string; name: string; language: string; isConfirmed: boolean };
}

export interface TrackerRepository {
  listOwned(userId: string): Promise<TrackedRow[]>;
  countOwned(userId: string): Promise<number>;
  listBoardApplications(userId: string): Promise<BoardApplicationRow[]>;
  findOwned(userId: string, id: string): Promise<TrackedRow | null>;
  create(userId: string, fields: TrackedFields & { now: Date }): Promise<TrackedRow>;
  /** Adds every row in one statement: all of them, or none. */
  createMany(
    userId: string,
    import_: { rows: readonly TrackedFields[]; now: Date },
  ): Promise<number>;
  /** Applies the edit; a new stage restarts the wait a reminder counts. Null when not theirs. */
  updateOwned(
    userId: string,
    change: { id: string; patch: TrackedPatch; now: Date },
  ): Promise<TrackedRow | null>;
  /** Records what was sent; resolves with the resume copy it replaced, if any. */
  setSent(
    userId: string,
    sent: {
      id: string;
      coverLetter: string;
      resume: { key: string; name: string; type: string; sourceId: string } | null;
      now: Date;
    },
  ): Promise<{ replacedKey: string | null } | null>;
  /** Deletes the seeker's application; resolves with its kept resume copy's key, or null if none. */
  deleteOwned(userId: string, id: string): Promise<{ sentResumeKey: string | null } | null>;
  /** Deletes every tracked application of the seeker; their kept resume copies' keys. */
  deleteAllOwned(userId: string): Promise<{ count: number; sentResumeKeys: string[] }>;
  /**
   * Waiting applications whose reminder is due at `now` and not yet mailed for this wait (with
   * `id`, that one alone).
   */
  listDueReminders(options: { now: Date; dayMs: number; id?: string }): Promise<DueReminder[]>;
  /** Records the reminder for this wait; false when another run recorded it first. */
  markReminded(item: Pick<TrackedRow, 'id' | 'stageChangedAt'>): Promise<boolean>;
}

export function createTrackerRepository(db: Database): TrackerRepository {
  return {
    async listOwned(userId) {
      return db
        .select()
        .from(trackedApplications)
        .where(eq(trackedApplications.userId, userId))
        .orderBy(desc(trackedApplications.updatedAt));
    },
    async countOwned(userId) {
      const [row] = await db
        .select({ total: count() })
        .from(trackedApplications)
        .where(eq(trackedApplications.userId, userId));
      return row?.total ?? 0;
    },
    async listBoardApplications(userId) {
      return db
        .select({
          id: applications.id,
          vacancyId: applications.vacancyId,
          title: applications.vacancyTitle,
          company: applications.vacancyCompany,
          status: applications.status,
          appliedAt: applications.appliedAt,
          updatedAt: applications.updatedAt,
        })
        .from(applications)
        .where(eq(applications.userId, userId))
        .orderBy(desc(applications.updatedAt));
    },
    async findOwned(userId, id) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(trackedApplications)
        .where(and(eq(trackedApplications.id, id), eq(trackedApplications.userId, userId)));
      return row ?? null;
    },
    async create(userId, { now, interviewAt, ...fields }) {
      const [row] = await db
        .insert(trackedApplications)
        .values({
          ...fields,
          userId,
          interviewAt: interviewAt ? new Date(interviewAt) : null,
          stageChangedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('insert into tracked_applications returned no row');
      return row;
    },
    async createMany(userId, { rows, now }) {
      const inserted = await db
        .insert(trackedApplications)
        .values(
          rows.map(({ interviewAt, ...fields }) => ({
            ...fields,
            userId,
            interviewAt: interviewAt ? new Date(interviewAt) : null,
            stageChangedAt: now,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: trackedApplications.id });
      return inserted.length;
    },
    async updateOwned(userId, { id, patch, now }) {
      if (!isUuid(id)) return null;
      const { interviewAt, ...rest } = patch;
      const [row] = await db
        .update(trackedApplications)
        .set({
          ...rest,
          ...(interviewAt !== undefined
            ? { interviewAt: interviewAt ? new Date(interviewAt) : null }
            : {}),
          ...(patch.stage !== undefined
            ? {
                stageChangedAt: sql`case when ${trackedApplications.stage} = ${patch.stage} then ${trackedApplications.stageChangedAt} else ${now.toISOString()}::timestamptz end`,
              }
            : {}),
          updatedAt: now,
        })
        .where(and(eq(trackedApplications.id, id), eq(trackedApplications.userId, userId)))
        .returning();
      return row ?? null;
    },
    async setSent(userId, { id, coverLetter, resume, now }) {
      if (!isUuid(id)) return null;
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ key: trackedApplications.sentResumeKey })
          .from(trackedApplications)
          .where(and(eq(trackedApplications.id, id), eq(trackedApplications.userId, userId)))
          .for('update');
        if (!before) return null;
        await tx
          .update(trackedApplications)
          .set({
            coverLetter,
            ...(resume
              ? {
                  sentResumeKey: resume.key,
                  sentResumeName: resume.name,
                  sentResumeType: resume.type,
                  sentResumeId: resume.sourceId,
                }
              : {}),
            updatedAt: now,
          })
          .where(eq(trackedApplications.id, id));
        return { replacedKey: resume ? before.key : null };
      });
    },
    async deleteOwned(userId, id) {
      if (!isUuid(id)) return null;
      const [deleted] = await db
        .delete(trackedApplications)
        .where(and(eq(trackedApplications.id, id), eq(trackedApplications.userId, userId)))
        .returning({ sentResumeKey: trackedApplications.sentResumeKey });
      return deleted ?? null;
    },
    async deleteAllOwned(userId) {
      const deleted = await db
        .delete(trackedApplications)
        .where(eq(trackedApplications.userId, userId))
        .returning({ key: trackedApplications.sentResumeKey });
      return {
        count: deleted.length,
        sentResumeKeys: deleted.flatMap((row) => (row.key ? [row.key] : [])),
      };
    },
    async listDueReminders({ now, dayMs, id }) {
      if (id !== undefined && !isUuid(id)) return [];
      const rows = await db
        .select({
          item: trackedApplications,
          user: {
            id: users.id,
            email: users.email,
            name: users.name,
            isConfirmed: users.emailVerified,
            language: sql<string>`coalesce(${mailPreferences.language}, 'en')`,
          },
        })
        .from(trackedApplications)
        .innerJoin(users, eq(users.id, trackedApplications.userId))
        .leftJoin(mailPreferences, eq(mailPreferences.userId, trackedApplications.userId))
        .where(
          and(
            id === undefined ? undefined : eq(trackedApplications.id, id),
            inArray(trackedApplications.stage, [...TRACKER_WAITING_STAGES]),
            isNotNull(trackedApplications.reminderDays),
            lte(
              trackedApplications.stageChangedAt,
              sql`${now.toISOString()}::timestamptz - make_interval(secs => ${trackedApplications.reminderDays} * ${dayMs / 1000}::double precision)`,
            ),
            or(
              isNull(trackedApplications.remindedFor),
              sql`${trackedApplications.remindedFor} <> ${trackedApplications.stageChangedAt}`,
            ),
          ),
        )
        .limit(500);
      return rows;
    },
    async markReminded(item) {
      const marked = await db
        .update(trackedApplications)
        .set({ remindedFor: item.stageChangedAt })
        .where(
          and(
            eq(trackedApplications.id, item.id),
            eq(trackedApplications.stageChangedAt, item.stageChangedAt),
            or(
              isNull(trackedApplications.remindedFor),
              sql`${trackedApplications.remindedFor} <> ${trackedApplications.stageChangedAt}`,
            ),
          ),
        )
        .returning({ id: trackedApplications.id });
      return marked.length > 0;
    },
  };
}
