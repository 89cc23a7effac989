// The seeker's own tracker (issue 38): applications made anywhere, moved through stages by hand.
// Applications made on the board are not copied here: the tracker reads them where they live.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TRACKER_STAGES } from '../../../shared/constants';
import { users } from './accounts';
import { resumes } from './resumes';
import { inList } from './columns';

export const trackedApplications = pgTable(
  'tracked_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    company: text('company').notNull().default(''),
    location: text('location').notNull().default(''),
    /** The pay as the posting or the seeker wrote it ("£28,000–£32,000 a year"). */
    pay: text('pay').notNull().default(''),
    /** Where the posting is, as the seeker gave it; the server never fetches it. */
    url: text('url').notNull().default(''),
    /** The posting's text, for the fit check and "Practise for this interview". */
    posting: text('posting').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** What was sent: the cover letter, and a copy of the resume file as it was then. */
    coverLetter: text('cover_letter').notNull().default(''),
    sentResumeKey: text('sent_resume_key'),
    sentResumeName: text('sent_resume_name'),
    sentResumeType: text('sent_resume_type'),
    /** The Resume Builder resume the copy was made from, while it exists (for practice). */
    sentResumeId: uuid('sent_resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    stage: text('stage', { enum: TRACKER_STAGES }).notNull().default('saved'),
    /** When the stage last changed: the news a follow-up reminder counts from. */
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    interviewAt: timestamp('interview_at', { withTimezone: true, mode: 'date' }),
    /** Days without news before a reminder mail; null: no reminders. */
    reminderDays: smallint('reminder_days').default(10),
    /** The stage change a reminder was mailed for (its stageChangedAt): never twice for one. */
    remindedFor: timestamp('reminded_for', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('tracked_applications_user_id_updated_at_idx').on(table.userId, table.updatedAt),
    index('tracked_applications_stage_changed_at_idx').on(table.stage, table.stageChangedAt),
    check('tracked_applications_stage_known', sql`${table.stage} in (${inList(TRACKER_STAGES)})`),
    check(
      'tracked_applications_reminder_days_range',
      sql`${table.reminderDays} is null or ${table.reminderDays} between 1 and 90`,
    ),
  ],
);
