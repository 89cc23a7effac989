// Resumes: the uploaded file, what the user confirmed it says, and its tailored versions.
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  RESUME_MODES,
  type ResumeFields,
  type TailoringReport,
} from '../../../shared/schemas/resumes';
import { users } from './accounts';
import { inList } from './columns';

export const resumes = pgTable(
  'resumes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobDescription: text('job_description').notNull(),
    fileName: text('file_name').notNull(),
    /** Storage key of the tailored PDF, next to the original's. */
    path: text('path').notNull(),
    /** Storage key of the uploaded PDF, per the spec: resumes/{userId}/{timestamp}-{fileName}; null only for rows made before uploads were kept. */
    originalPath: text('original_path'),
    status: text('status').notNull().default('optimized'),
    /** Match scores (0–100) of the original and of the tailored PDF read back. */
    scoreBefore: smallint('score_before').notNull().default(0),
    scoreAfter: smallint('score_after').notNull().default(0),
    /** The match reports before and after and the changes made (TailoringReport). */
    report: jsonb('report').$type<TailoringReport>(),
    /** How the tailored PDF was made: reordered offline, or edited by a model and filtered. */
    mode: text('mode', { enum: RESUME_MODES }).notNull().default('offline'),
    /** The resume as its owner checked and corrected it before tailoring (ResumeFields); null when they did not. */
    fields: jsonb('fields').$type<ResumeFields>(),
    /** SHA-256 of the uploaded file, hex: the same file uploaded again loads the owner's corrections. */
    fileSha256: text('file_sha256'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('resumes_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('resumes_user_id_file_sha256_idx').on(table.userId, table.fileSha256),
    check('resumes_mode_known', sql`${table.mode} in (${inList(RESUME_MODES)})`),
    check('resumes_score_before_range', sql`${table.scoreBefore} between 0 and 100`),
    check('resumes_score_after_range', sql`${table.scoreAfter} between 0 and 100`),
  ],
);
