import type { RateLimitRule } from '../../rate-limit/rate-limiter';

const HOUR = 60 * 60_000;

/**
 * Starting an interview reads a job description of up to 20,000 characters and writes twelve
 * questions, with or without a model; thirty an hour per account is far more than anyone
 * practises, and stops a script that starts hundreds. (Accounts themselves are limited per
 * address at sign-up.) The AI daily limit counts model calls only; this counts starts.
 */
export const INTERVIEW_STARTS_PER_USER: RateLimitRule = { limit: 30, windowMs: HOUR };

/**
 * Trying a question needs no account, so it is limited per IP. Forty questions and twenty
 * answers an hour let a visitor try several jobs and rewrite an answer a few times; a script
 * that wants the coach for free is stopped there, and an account has the full interview.
 */
export const TRY_QUESTIONS_PER_IP: RateLimitRule = { limit: 40, windowMs: HOUR };
export const TRY_ANSWERS_PER_IP: RateLimitRule = { limit: 20, windowMs: HOUR };
