import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { ResumeFields, ResumeMode, TailoringReport } from '../../../shared/schemas/resumes';
import type { Database } from '../../db/client';
import { resumes } from '../../db/schema';
import { isUuid } from '../../db/uuid';

export type ResumeRow = typeof resumes.$inferSelect;

export interface NewResume {
  userId: string;
  jobDescription: string;
  fileName: string;
  path: string;
  originalPath: string;
  scoreBefore: number;
  scoreAfter: number;
  mode: ResumeMode;
  report: TailoringReport;
  /** The resume as the user confirmed it; null when they did not check it. */
  fields: ResumeFields | null;
  fileSha256: string;
  createdAt: Date;
}

export interface ResumesRepository {
  /** Stores a new tailored resume (with its original and match reports). */
  create(resume: NewResume): Promise<ResumeRow>;
  /** The resume if it belongs to the user; another user's id (or no id at all) is as good as unknown. */
  findOwned(userId: string, id: string): Promise<ResumeRow | null>;
  /** The user's resumes, newest first. */
  listOwned(userId: string): Promise<ResumeRow[]>;
  /** The fields the user last confirmed for this file (by its SHA-256), with when. */
  findConfirmedFields(
    userId: string,
    fileSha256: string,
  ): Promise<{ fields: ResumeFields; createdAt: Date } | null>;
  /** Deletes the user's resume and returns what it was; null when it is not theirs. */
  deleteOwned(userId: string, id: string): Promise<ResumeRow | null>;
}

export function createResumesRepository(db: Database): ResumesRepository {
  return {
    async create(resume) {
      const [row] = await db
        .insert(resumes)
        .values({ ...resume, status: 'optimized' })
        .returning();
      if (!row) throw new Error('insert into resumes returned no row');
      return row;
    },
    async findOwned(userId, id) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(resumes)
        .where(and(eq(resumes.id, id), eq(resumes.userId, userId)));
      return row ?? null;
    },
    async listOwned(userId) {
      return db
        .select()
        .from(resumes)
        .where(eq(resumes.userId, userId))
        .orderBy(desc(resumes.createdAt), desc(resumes.id));
    },
    async findConfirmedFields(userId, fileSha256) {
      const [row] = await db
        .select({ fields: resumes.fields, createdAt: resumes.createdAt })
        .from(resumes)
        .where(
          and(
            eq(resumes.userId, userId),
            eq(resumes.fileSha256, fileSha256),
            isNotNull(resumes.fields),
          ),
        )
        .orderBy(desc(resumes.createdAt), desc(resumes.id))
        .limit(1);
      return row?.fields ? { fields: row.fields, createdAt: row.createdAt } : null;
    },
    async deleteOwned(userId, id) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .delete(resumes)
        .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
        .returning();
      return row ?? null;
    },
  };
}
