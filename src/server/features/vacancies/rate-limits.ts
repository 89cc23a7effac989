import type { RateLimitRule } from '../../rate-limit/rate-limiter';

const HOUR = 60 * 60_000;

/** Posting is an employer's occasional act; twenty an hour stops a script flooding the board. */
export const VACANCY_CREATE_PER_USER: RateLimitRule = { limit: 20, windowMs: HOUR };
/** Each application lands in an employer's list; thirty an hour is generous for a person. */
export const APPLICATIONS_PER_USER: RateLimitRule = { limit: 30, windowMs: HOUR };
/**
 * Status changes: a person moving one application along the pipeline makes a handful; a script
 * flipping it makes hundreds. Per application, and per employer across all of theirs (room for
 * rejecting every applicant of a closed vacancy; the mail each applicant gets is bounded anyway).
 */
export const STATUS_CHANGES_PER_APPLICATION: RateLimitRule = { limit: 20, windowMs: HOUR };
export const STATUS_CHANGES_PER_EMPLOYER: RateLimitRule = { limit: 1000, windowMs: HOUR };
