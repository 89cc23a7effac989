import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  COVER_LETTER_MAX_LENGTH,
  CURRENCIES,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  SALARY_PERIODS,
  VACANCY_STATUSES,
  WORK_MODES,
} from '../constants';
import type { ErrorCode } from '../errors';
import {
  SALARY_MAX_VALUE,
  SAVED_JOB_FILTERS,
  SAVED_JOB_SORTS,
  SEARCH_QUERY_MAX_LENGTH,
  VACANCY_BENEFITS_MAX_LENGTH,
  VACANCY_COMPANY_MAX_LENGTH,
  VACANCY_DESCRIPTION_MAX_LENGTH,
  VACANCY_LOCATION_MAX_LENGTH,
  VACANCY_PAGE_MAX,
  VACANCY_PAGE_SIZE_DEFAULT,
  VACANCY_PAGE_SIZE_MAX,
  VACANCY_REQUIREMENTS_MAX_LENGTH,
  VACANCY_SORTS,
  VACANCY_TITLE_MAX_LENGTH,
  type VacancyStatus,
} from '../vacancy-limits';
import { decodeVacancyCursor } from './vacancy-cursor';

// Each issue's `error` is an ErrorCode from ../errors, shown the same on client and server.
// The vacancy form schemas take salaries as numbers or as the text of a form field.

export * from '../vacancy-limits';

function requiredText(max: number, codes: { required: ErrorCode; tooLong: ErrorCode }) {
  return z
    .string({ error: codes.required })
    .trim()
    .min(1, { error: codes.required })
    .max(max, { error: codes.tooLong });
}

/**
 * One of the choices, or null (also from "", the form's "Not stated"): the vacancy does not say.
 * A missing field stays missing, so an edit that leaves it out keeps what was stored.
 */
function statedChoice<const Choices extends readonly [string, ...string[]]>(
  choices: Choices,
  code: ErrorCode,
) {
  return z
    .union([z.enum(choices), z.literal(''), z.null()], { error: code })
    .optional()
    .transform((value) => (value === '' ? null : value));
}

/**
 * Thousands grouped as people type them: "90 000" (and with a no-break space) in Russian,
 * "60,000" in English, "60'000" — one separator, groups of three. A full stop is not taken:
 * "1.500" is one and a half in English.
 */
const GROUPED_WHOLE = /^[+-]?\d{1,3}(?:([ \u00a0\u202f,'])\d{3})(?:\1\d{3})*$/u;

/** A currency's sign or name typed with an amount. */
const CURRENCY_SIGN = /[£$€₽¥]|(?<![\p{L}])(?:rub|usd|eur|gbp|cad|aud|руб|р\.)/iu;

/**
 * "150000" or "150 000" from a form field, 150000 from JSON; blank (or null) is "not stated",
 * "1.5" is not whole. Whether a blank end may stay blank is the range's rule (salaryRangeIssues).
 */
const salarySchema = z
  .union([z.number(), z.string(), z.null()], { error: 'salary_not_whole_number' })
  .transform((value, ctx): number | null => {
    if (value === null) return null;
    const typed = typeof value === 'string' ? value.trim() : null;
    const text =
      typed !== null && GROUPED_WHOLE.test(typed)
        ? typed.replace(/[ \u00a0\u202f,']/gu, '')
        : typed;
    if (text === '') return null;
    // "£24,500", «90 000 ₽»: the currency is chosen beside the amount, not typed into it.
    if (typed !== null && CURRENCY_SIGN.test(typed)) {
      ctx.addIssue({ code: 'custom', message: 'salary_currency_sign' });
      return z.NEVER;
    }
    const salary = text === null ? value : /^[+-]?\d+$/.test(text) ? Number(text) : Number.NaN;
    if (typeof salary !== 'number' || !Number.isInteger(salary)) {
      ctx.addIssue({ code: 'custom', message: 'salary_not_whole_number' });
      return z.NEVER;
    }
    if (salary < 0 || salary > SALARY_MAX_VALUE) {
      ctx.addIssue({ code: 'custom', message: 'salary_out_of_range' });
      return z.NEVER;
    }
    return salary;
  });

const vacancyFields = z.object({
  title: requiredText(VACANCY_TITLE_MAX_LENGTH, {
    required: 'vacancy_title_required',
    tooLong: 'job_title_too_long',
  }),
  company: requiredText(VACANCY_COMPANY_MAX_LENGTH, {
    required: 'vacancy_company_required',
    tooLong: 'vacancy_company_too_long',
  }),
  location: requiredText(VACANCY_LOCATION_MAX_LENGTH, {
    required: 'vacancy_location_required',
    tooLong: 'vacancy_location_too_long',
  }),
  /** Both ends, or neither: a vacancy may leave its salary "not stated". */
  salaryMin: salarySchema.optional(),
  salaryMax: salarySchema.optional(),
  currency: z.enum(CURRENCIES, { error: 'currency_invalid' }),
  salaryPeriod: z.enum(SALARY_PERIODS, { error: 'salary_period_invalid' }).optional(),
  description: requiredText(VACANCY_DESCRIPTION_MAX_LENGTH, {
    required: 'vacancy_description_required',
    tooLong: 'job_description_too_long',
  }),
  requirements: requiredText(VACANCY_REQUIREMENTS_MAX_LENGTH, {
    required: 'vacancy_requirements_required',
    tooLong: 'vacancy_requirements_too_long',
  }),
  benefits: z
    .string({ error: 'vacancy_benefits_too_long' })
    .trim()
    .max(VACANCY_BENEFITS_MAX_LENGTH, { error: 'vacancy_benefits_too_long' })
    .optional(),
  workMode: statedChoice(WORK_MODES, 'work_mode_invalid'),
  employmentType: statedChoice(EMPLOYMENT_TYPES, 'employment_type_invalid'),
  experienceLevel: statedChoice(EXPERIENCE_LEVELS, 'experience_level_invalid'),
});

/**
 * The range's rules, each under the field to fix: one end given asks for the other (blank both to
 * leave the salary not stated), and the minimum is not above the maximum. An edit that sends
 * neither end keeps what is stored; the server checks the range again against stored values.
 */
function salaryRangeIssues(
  { salaryMin = null, salaryMax = null }: { salaryMin?: number | null; salaryMax?: number | null },
  ctx: z.RefinementCtx,
) {
  if (salaryMin === null && typeof salaryMax === 'number') {
    ctx.addIssue({ code: 'custom', message: 'salary_min_required', path: ['salaryMin'] });
  } else if (salaryMax === null && typeof salaryMin === 'number') {
    ctx.addIssue({ code: 'custom', message: 'salary_max_required', path: ['salaryMax'] });
  } else if (
    typeof salaryMin === 'number' &&
    typeof salaryMax === 'number' &&
    salaryMin > salaryMax
  ) {
    ctx.addIssue({ code: 'custom', message: 'salary_range_invalid', path: ['salaryMax'] });
  }
}

/** The Create Vacancy and Edit forms: salary, its period and benefits may be left out. */
export const vacancyInputSchema = vacancyFields
  .superRefine(salaryRangeIssues)
  .transform((vacancy) => ({
    ...vacancy,
    salaryMin: vacancy.salaryMin ?? null,
    salaryMax: vacancy.salaryMax ?? null,
    salaryPeriod: vacancy.salaryPeriod ?? ('month' as const),
  }));
export type VacancyInput = z.input<typeof vacancyInputSchema>;
export type VacancyFields = z.output<typeof vacancyInputSchema>;

/** An edit: any of the form's fields; one salary end alone is checked with the stored other. */
export const vacancyUpdateSchema = vacancyFields.partial().superRefine((vacancy, ctx) => {
  if (vacancy.salaryMin !== undefined && vacancy.salaryMax !== undefined) {
    salaryRangeIssues(vacancy, ctx);
  }
});
export type VacancyUpdateInput = z.input<typeof vacancyUpdateSchema>;
export type VacancyUpdate = z.output<typeof vacancyUpdateSchema>;

export const vacancyStatusInputSchema = z.object({
  status: z.enum(VACANCY_STATUSES, { error: 'vacancy_status_invalid' }),
});
export type VacancyStatusInput = z.infer<typeof vacancyStatusInputSchema>;

/** The resume an application carries from the Resume Builder: its tailored or original file. */
export const APPLICATION_RESUME_FILES = ['tailored', 'original'] as const;

export const applicationInputSchema = z.object({
  coverLetter: z
    .string({ error: 'cover_letter_too_long' })
    .trim()
    .max(COVER_LETTER_MAX_LENGTH, { error: 'cover_letter_too_long' })
    .nullish()
    .transform((value) => (value ? value : null)),
  /** One of the applicant's resumes; "" or missing: none (or a file uploaded with the form). */
  resumeId: z
    .union([z.uuid({ error: 'resume_not_found' }), z.literal(''), z.null()], {
      error: 'resume_not_found',
    })
    .optional()
    .transform((value) => (value ? value : null)),
  resumeFile: z
    .enum(APPLICATION_RESUME_FILES, { error: 'resume_not_found' })
    .optional()
    .transform((value) => value ?? 'tailored'),
});
export type ApplicationInput = z.input<typeof applicationInputSchema>;

export const applicationStatusInputSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: 'application_status_invalid' }),
});
export type ApplicationStatusInput = z.infer<typeof applicationStatusInputSchema>;

// Query strings: every value arrives as text, and an empty one (`?q=`) means "not set", so a
// form can send all its fields and a shared URL stays short.

function optionalParam<Output>(schema: z.ZodType<Output, string>) {
  return z
    .string({ error: 'list_filter_invalid' })
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined))
    .pipe(schema.optional());
}

function integerParam(options: { min: number; max: number; code?: ErrorCode }) {
  const code = options.code ?? 'list_filter_invalid';
  return optionalParam(
    z
      .string()
      .regex(/^\d+$/, { error: code })
      .transform(Number)
      .pipe(z.number().min(options.min, { error: code }).max(options.max, { error: code })),
  );
}

/** A page link's cursor (vacancy-cursor.ts); one this server did not write is refused. */
function cursorParam() {
  return optionalParam(
    z.string().transform((encoded, context) => {
      const cursor = decodeVacancyCursor(encoded);
      if (!cursor) context.addIssue({ code: 'custom', message: 'page_link_invalid' });
      return cursor ?? z.NEVER;
    }),
  );
}

export const vacancySearchSchema = z
  .object({
    q: optionalParam(z.string().max(SEARCH_QUERY_MAX_LENGTH, { error: 'search_query_too_long' })),
    location: optionalParam(
      z.string().max(VACANCY_LOCATION_MAX_LENGTH, { error: 'list_filter_invalid' }),
    ),
    minSalary: integerParam({ min: 0, max: SALARY_MAX_VALUE }),
    currency: optionalParam(z.enum(CURRENCIES, { error: 'currency_invalid' })),
    /** What the minimum salary is paid for (a month unless said): compared per year. */
    period: optionalParam(z.enum(SALARY_PERIODS, { error: 'salary_period_invalid' })),
    workMode: optionalParam(z.enum(WORK_MODES, { error: 'list_filter_invalid' })),
    employmentType: optionalParam(z.enum(EMPLOYMENT_TYPES, { error: 'list_filter_invalid' })),
    experienceLevel: optionalParam(z.enum(EXPERIENCE_LEVELS, { error: 'list_filter_invalid' })),
    sort: optionalParam(z.enum(VACANCY_SORTS, { error: 'list_filter_invalid' })).transform(
      (sort) => sort ?? 'newest',
    ),
    page: integerParam({ min: 1, max: VACANCY_PAGE_MAX }).transform((page) => page ?? 1),
    pageSize: integerParam({ min: 1, max: VACANCY_PAGE_SIZE_MAX }).transform(
      (size) => size ?? VACANCY_PAGE_SIZE_DEFAULT,
    ),
    /** The page after this vacancy (the Next link); `page` then only numbers it. */
    after: cursorParam(),
    /** The page before this vacancy (the Previous link). */
    before: cursorParam(),
  })
  .superRefine((search, context) => {
    const cursor = search.after ?? search.before;
    // One direction at a time, and in the order the cursor was written for.
    if ((search.after && search.before) || (cursor && cursor.sort !== search.sort)) {
      context.addIssue({ code: 'custom', message: 'page_link_invalid', path: ['after'] });
    }
    // An amount means something only in a currency: 90,000 is a good salary in euros and a
    // low one in roubles.
    if (search.minSalary !== undefined && !search.currency) {
      context.addIssue({
        code: 'custom',
        message: 'min_salary_currency_required',
        path: ['currency'],
      });
    }
  });
export type VacancySearchQuery = z.input<typeof vacancySearchSchema>;
export type VacancySearch = z.output<typeof vacancySearchSchema>;

export const savedJobsQuerySchema = z.object({
  filter: optionalParam(z.enum(SAVED_JOB_FILTERS, { error: 'list_filter_invalid' })).transform(
    (filter) => filter ?? 'all',
  ),
  sort: optionalParam(z.enum(SAVED_JOB_SORTS, { error: 'list_filter_invalid' })).transform(
    (sort) => sort ?? 'date',
  ),
});
export type SavedJobsQuery = z.input<typeof savedJobsQuerySchema>;
export type SavedJobsListing = z.output<typeof savedJobsQuerySchema>;

/** What a saved job or an application says of its vacancy: its status, or that it was deleted. */
export type VacancyState = VacancyStatus | 'removed';
