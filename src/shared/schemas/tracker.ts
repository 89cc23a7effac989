import { z } from 'zod';
import { COVER_LETTER_MAX_LENGTH, TRACKER_STAGES } from '../constants';

// The seeker's tracker (issue 38): applications made anywhere, moved through stages, with an
// interview date and a follow-up reminder. Each issue's `error` is an ErrorCode from ../errors.

export const TRACKER_LIMITS = {
  short: 200,
  url: 2000,
  posting: 20_000,
  notes: 5000,
  reminderDaysMax: 90,
  /** Applications one seeker can track; far above any search. */
  items: 2000,
} as const;

const shortText = (required: boolean) => {
  const text = z
    .string({ error: 'tracker_field_too_long' })
    .trim()
    .max(TRACKER_LIMITS.short, { error: 'tracker_field_too_long' });
  return required ? text.min(1, { error: 'tracker_title_required' }) : text;
};

/** A link the seeker gives, kept as a link: http(s) only, never fetched by the server. */
const url = z
  .string({ error: 'tracker_url_invalid' })
  .trim()
  .max(TRACKER_LIMITS.url, { error: 'tracker_url_invalid' })
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/iu.test(value), {
    error: 'tracker_url_invalid',
  });

const stage = z.enum(TRACKER_STAGES, { error: 'tracker_stage_invalid' });
const interviewAt = z
  .string({ error: 'tracker_date_invalid' })
  .datetime({ offset: true, error: 'tracker_date_invalid' })
  .nullable();
const reminderDays = z
  .number({ error: 'tracker_reminder_invalid' })
  .int({ error: 'tracker_reminder_invalid' })
  .min(1, { error: 'tracker_reminder_invalid' })
  .max(TRACKER_LIMITS.reminderDaysMax, { error: 'tracker_reminder_invalid' })
  .nullable();

export const trackedFieldsSchema = z.object({
  title: shortText(true),
  company: shortText(false).default(''),
  location: shortText(false).default(''),
  pay: shortText(false).default(''),
  url: url.default(''),
  posting: z
    .string({ error: 'tracker_field_too_long' })
    .trim()
    .max(TRACKER_LIMITS.posting, { error: 'tracker_field_too_long' })
    .default(''),
  notes: z
    .string({ error: 'tracker_field_too_long' })
    .max(TRACKER_LIMITS.notes, { error: 'tracker_field_too_long' })
    .default(''),
  stage: stage.default('saved'),
  interviewAt: interviewAt.default(null),
  reminderDays: reminderDays.default(10),
});
export type TrackedFields = z.infer<typeof trackedFieldsSchema>;
export type TrackedFieldsInput = z.input<typeof trackedFieldsSchema>;

/** An edit: any of the fields; what it leaves out stays as it was. */
export const trackedPatchSchema = z
  .object({
    title: shortText(true),
    company: shortText(false),
    location: shortText(false),
    pay: shortText(false),
    url,
    posting: z
      .string({ error: 'tracker_field_too_long' })
      .trim()
      .max(TRACKER_LIMITS.posting, { error: 'tracker_field_too_long' }),
    notes: z
      .string({ error: 'tracker_field_too_long' })
      .max(TRACKER_LIMITS.notes, { error: 'tracker_field_too_long' }),
    stage,
    interviewAt,
    reminderDays,
  })
  .partial();
export type TrackedPatch = z.infer<typeof trackedPatchSchema>;

/** The columns of the tracker's CSV, in order: what export writes and import reads. */
export const TRACKER_CSV_COLUMNS = [
  'title',
  'company',
  'location',
  'pay',
  'url',
  'stage',
  'interviewAt',
  'reminderDays',
  'notes',
  'posting',
] as const;

/** Rows imported at once; a larger file is split by the seeker. */
export const TRACKER_IMPORT_MAX_ROWS = 500;

/** An import: every row valid, or none is added. */
export const trackerImportSchema = z.object({
  rows: z
    .array(trackedFieldsSchema, { error: 'tracker_import_invalid' })
    .min(1, { error: 'tracker_import_empty' })
    .max(TRACKER_IMPORT_MAX_ROWS, { error: 'tracker_import_too_large' }),
});

/** A pasted posting, or the page data a bookmarklet sends: read into fields to check. */
export const trackerReadSchema = z.object({
  posting: z
    .string({ error: 'fit_posting_required' })
    .trim()
    .min(1, { error: 'fit_posting_required' })
    .max(TRACKER_LIMITS.posting, { error: 'fit_posting_too_long' }),
  url: url.default(''),
});

/**
 * What was sent with an application: a Resume Builder resume, copied as it is now (so it stays
 * after the resume changes or is deleted), and the cover letter.
 */
export const trackerSentSchema = z.object({
  resumeId: z.string({ error: 'resume_not_found' }).max(64).optional(),
  file: z.enum(['tailored', 'original'], { error: 'resume_not_found' }).default('tailored'),
  coverLetter: z
    .string({ error: 'cover_letter_too_long' })
    .trim()
    .max(COVER_LETTER_MAX_LENGTH, { error: 'cover_letter_too_long' })
    .default(''),
});
export type TrackerSent = z.infer<typeof trackerSentSchema>;

/** One row of the tracker as the client shows it: the seeker's own, or one made on the board. */
export interface TrackerItem {
  id: string;
  source: 'tracker' | 'board';
  title: string;
  company: string;
  location: string;
  pay: string;
  url: string;
  posting: string;
  notes: string;
  stage: (typeof TRACKER_STAGES)[number];
  stageChangedAt: string;
  interviewAt: string | null;
  reminderDays: number | null;
  createdAt: string;
  /** The board vacancy (source "board"), while it exists. */
  vacancyId: string | null;
  /** What was sent: the cover letter, and the kept copy of the resume (its file name). */
  coverLetter: string;
  /** `resumeId`: the Resume Builder resume it was copied from, while that exists. */
  sentResume: { fileName: string; resumeId: string | null } | null;
}
