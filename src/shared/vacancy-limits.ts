import {
  APPLICATION_STATUSES,
  COVER_LETTER_MAX_LENGTH,
  CURRENCIES,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  VACANCY_STATUSES,
  WORK_MODES,
  SALARY_PERIODS,
  type SalaryPeriod,
} from './constants';

// The job board's limits, orders and filters, without zod: the board's pages read them on their
// first load, and the schemas (with zod, about 26 KB gzip) are for forms and the server
// (schemas/vacancies.ts re-exports everything here).

export const VACANCY_TITLE_MAX_LENGTH = 200;
export const VACANCY_COMPANY_MAX_LENGTH = 200;
export const VACANCY_LOCATION_MAX_LENGTH = 200;
export const VACANCY_DESCRIPTION_MAX_LENGTH = 20_000;
export const VACANCY_REQUIREMENTS_MAX_LENGTH = 10_000;
export const VACANCY_BENEFITS_MAX_LENGTH = 10_000;
/** Salaries are whole numbers from 0 to this (a PostgreSQL integer holds them). */
export const SALARY_MAX_VALUE = 1_000_000_000;
export { COVER_LETTER_MAX_LENGTH };
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const VACANCY_PAGE_SIZE_DEFAULT = 20;
export const VACANCY_PAGE_SIZE_MAX = 50;
/** Deep pages are refused rather than scanned: nobody reads page 1,001 of a job board. */
export const VACANCY_PAGE_MAX = 1_000;
/**
 * The board counts matches up to this many and then says "1,000+": counting every match of a
 * common word would read most of the table on every request.
 */
export const VACANCY_SEARCH_TOTAL_CAP = 1_000;
/** How much of a description a list item or saved-job card carries. */
export const VACANCY_EXCERPT_LENGTH = 300;

export const VACANCY_SORTS = ['newest', 'salary'] as const;
/** The board's parameters a saved search keeps: what to match, never which page or order. */
export const SAVED_SEARCH_KEYS = [
  'q',
  'location',
  'minSalary',
  'currency',
  'period',
  'workMode',
  'employmentType',
  'experienceLevel',
] as const;
export const SAVED_JOB_FILTERS = ['all', 'recent', 'applied'] as const;
export const SAVED_JOB_SORTS = ['date', 'salary', 'company'] as const;

export type Currency = (typeof CURRENCIES)[number];
export type WorkMode = (typeof WORK_MODES)[number];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export { EMPLOYMENT_TYPES, EXPERIENCE_LEVELS, SALARY_PERIODS, WORK_MODES };
export type { SalaryPeriod };
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type VacancySort = (typeof VACANCY_SORTS)[number];
export type SavedJobFilter = (typeof SAVED_JOB_FILTERS)[number];
export type SavedJobSort = (typeof SAVED_JOB_SORTS)[number];
