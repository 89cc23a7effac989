import { and, desc, eq } from 'drizzle-orm';
import type { ResumeMode, TailoringReport } from '../../../shared/schemas/resumes';
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
  createdAt: Date;
}

export interface ResumesRepository {
  /** Stores a new tailored resume (with its original and match reports). */
  create(resume: NewResume): Promise<ResumeRow>;
  /** The resume if it belongs to the user; another user's id (or no id at all) is as good as unknown. */
  findOwned(userId: string, id: string): Promise<ResumeRow | null>;
  /** The user's resumes, newest first. */
  listOwned(userId: string): Promise<ResumeRow[]>;
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
