import { z } from 'zod';
import { SALARY_PERIODS, WORK_MODES } from '../constants';
import { JOB_TITLE_MAX_LENGTH } from './interviews';
import { keywordKindSchema, requirementLevelSchema, sectionKindSchema } from './resumes';

// The fit check (issue 38): a posting read against the seeker's resume, before they apply. A
// verdict (apply / stretch / skip, never a percentage) with its reasons, each requirement beside
// the resume line that shows it, and what the posting itself says about pay, place and trust.
// Each issue's `error` is an ErrorCode from ../errors.

export const FIT_POSTING_MAX_LENGTH = 20_000;
export const FIT_RESUME_TEXT_MAX_LENGTH = 20_000;
export const FIT_LOCATION_MAX_LENGTH = 120;
/** Currencies a seeker's floor can be in; a posting's pay is compared only in the same one. */
export const FIT_CURRENCIES = ['RUB', 'USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
export type FitCurrency = (typeof FIT_CURRENCIES)[number];

export const FIT_VERDICTS = ['apply', 'stretch', 'skip'] as const;
export type FitVerdict = (typeof FIT_VERDICTS)[number];

/** The seeker's own limits: each optional, each only compared where the posting says the same. */
export const fitSeekerSchema = z.object({
  salaryFloor: z
    .object({
      amount: z
        .number({ error: 'fit_floor_invalid' })
        .int({ error: 'fit_floor_invalid' })
        .min(1, { error: 'fit_floor_invalid' })
        .max(100_000_000, { error: 'fit_floor_invalid' }),
      currency: z.enum(FIT_CURRENCIES, { error: 'fit_floor_invalid' }),
      period: z.enum(SALARY_PERIODS, { error: 'fit_floor_invalid' }),
    })
    .nullable()
    .default(null),
  /** The work modes the seeker accepts; empty: any. */
  workModes: z
    .array(z.enum(WORK_MODES, { error: 'fit_work_mode_invalid' }), {
      error: 'fit_work_mode_invalid',
    })
    .max(WORK_MODES.length, { error: 'fit_work_mode_invalid' })
    .default([]),
});
export type FitSeeker = z.infer<typeof fitSeekerSchema>;

const postingText = z
  .string({ error: 'fit_posting_required' })
  .trim()
  .max(FIT_POSTING_MAX_LENGTH, { error: 'fit_posting_too_long' });
const jobTitle = z
  .string({ error: 'job_title_too_long' })
  .trim()
  .max(JOB_TITLE_MAX_LENGTH, { error: 'job_title_too_long' })
  .default('');

/**
 * A signed-in seeker's check: a pasted posting or a vacancy of the board, against one of their
 * resumes from the Resume Builder (their latest when none is named).
 */
export const fitCheckInputSchema = z
  .object({
    posting: postingText.default(''),
    jobTitle,
    vacancyId: z.string({ error: 'vacancy_not_found' }).max(64).optional(),
    resumeId: z.string({ error: 'resume_not_found' }).max(64).optional(),
    seeker: fitSeekerSchema.default({ salaryFloor: null, workModes: [] }),
  })
  .refine((input) => input.vacancyId !== undefined || input.posting.length > 0, {
    error: 'fit_posting_required',
    path: ['posting'],
  });
export type FitCheckInput = z.infer<typeof fitCheckInputSchema>;

/** A visitor's trial: a pasted posting or a board vacancy, and a pasted resume; nothing is stored. */
export const fitTrialInputSchema = z
  .object({
    posting: postingText.default(''),
    jobTitle,
    vacancyId: z.string({ error: 'vacancy_not_found' }).max(64).optional(),
    resumeText: z
      .string({ error: 'fit_resume_text_required' })
      .trim()
      .min(1, { error: 'fit_resume_text_required' })
      .max(FIT_RESUME_TEXT_MAX_LENGTH, { error: 'fit_resume_text_too_long' }),
    seeker: fitSeekerSchema.default({ salaryFloor: null, workModes: [] }),
  })
  .refine((input) => input.vacancyId !== undefined || input.posting.length > 0, {
    error: 'fit_posting_required',
    path: ['posting'],
  });
export type FitTrialInput = z.infer<typeof fitTrialInputSchema>;

/**
 * How the resume stands on one requirement: `shown` (with the line), `asked_with` (not named,
 * but asked for in one posting line with things the resume shows), `not_as_written` (a concept
 * whose words the resume does not use: it may show it otherwise, so it is never called missing),
 * `not_shown` (a named thing — a tool, a licence — the resume does not name).
 */
export const FIT_REQUIREMENT_STATUSES = [
  'shown',
  'asked_with',
  'not_as_written',
  'not_shown',
] as const;
export const fitRequirementSchema = z.object({
  label: z.string(),
  ruLabel: z.string().nullable(),
  kind: keywordKindSchema,
  level: requirementLevelSchema,
  status: z.enum(FIT_REQUIREMENT_STATUSES),
  /** The resume line that shows it, as the resume writes it (status `shown` only). */
  evidence: z.object({ section: sectionKindSchema, line: z.string() }).nullable(),
});
export type FitRequirement = z.infer<typeof fitRequirementSchema>;

export const FIT_RED_FLAGS = ['fee', 'messenger_only', 'wide_pay'] as const;
export type FitRedFlagCode = (typeof FIT_RED_FLAGS)[number];

const payRange = z.object({
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** ISO code, or "$" for a dollar the posting does not name (US, Canadian, Australian…). */
  currency: z.string(),
  period: z.enum(SALARY_PERIODS).nullable(),
});
export type PayRange = z.infer<typeof payRange>;

/**
 * Why the verdict is what it is, most telling first: codes the client words from its locale
 * files, with the numbers they need.
 */
export const FIT_REASONS = [
  'red_flag',
  'pay_below_floor',
  'work_mode_not_accepted',
  'requirements_shown',
  'requirements_partly_shown',
  'requirements_none_shown',
  'requirements_missing',
  'fewer_years',
  'no_requirements_read',
  'different_field',
] as const;
export type FitReasonCode = (typeof FIT_REASONS)[number];

export const fitCheckSchema = z.object({
  verdict: z.enum(FIT_VERDICTS),
  reasons: z.array(
    z.object({
      code: z.enum(FIT_REASONS),
      values: z.record(z.string(), z.union([z.number(), z.string()])),
    }),
  ),
  mustHaves: z.array(fitRequirementSchema),
  niceToHaves: z.array(fitRequirementSchema),
  seniority: z.object({
    fit: z.enum(['fits', 'below', 'above', 'unknown']),
    /** The years of experience the posting requires, when it says. */
    yearsAsked: z.number().nullable(),
    /** The years the resume's dated jobs cover, when they have dates. */
    yearsShown: z.number().nullable(),
  }),
  place: z.object({
    fit: z.enum(['fits', 'does_not_fit', 'unknown']),
    workMode: z.enum(WORK_MODES).nullable(),
    location: z.string().nullable(),
  }),
  pay: z.object({
    fit: z.enum(['fits', 'partly', 'below_floor', 'unknown']),
    posting: payRange.nullable(),
  }),
  redFlags: z.array(z.object({ code: z.enum(FIT_RED_FLAGS), quote: z.string() })),
  /** The job as read (the vacancy's or the pasted posting's title), and the resume used. */
  jobTitle: z.string(),
  resume: z.object({ id: z.string().nullable(), fileName: z.string().nullable() }),
});
export type FitCheck = z.infer<typeof fitCheckSchema>;
