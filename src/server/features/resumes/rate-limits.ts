import type { RateLimitRule } from '../../rate-limit/rate-limiter';

const HOUR = 60 * 60_000;

/**
 * Each upload reads, renders and re-reads a PDF (a second or two of CPU) and stores two files;
 * twenty an hour is plenty for a person tailoring a resume to several jobs.
 */
export const RESUME_UPLOADS_PER_USER: RateLimitRule = { limit: 20, windowMs: HOUR };

/**
 * Reading a file into fields to check runs the reader once (well under a second) and stores
 * nothing; a person choosing a file, then a better one, then another, stays far below this.
 */
export const RESUME_READS_PER_USER: RateLimitRule = { limit: 60, windowMs: HOUR };

/**
 * A fit check reads a posting against a resume in milliseconds and stores nothing; a seeker
 * checking the evening's postings one by one stays far below this.
 */
export const FIT_CHECKS_PER_USER: RateLimitRule = { limit: 120, windowMs: HOUR };

/** A visitor's trial fit checks, per address: enough to try it on a few postings. */
export const FIT_TRIALS_PER_IP: RateLimitRule = { limit: 20, windowMs: HOUR };
