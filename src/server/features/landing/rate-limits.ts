import type { RateLimitRule } from '../../rate-limit/rate-limiter';

const HOUR = 60 * 60_000;

/** Subscription requests send mail, so they are limited per IP and per address. */
export const NEWSLETTER_PER_IP: RateLimitRule = { limit: 20, windowMs: HOUR };
export const NEWSLETTER_PER_EMAIL: RateLimitRule = { limit: 5, windowMs: HOUR };

/**
 * Feedback needs no account, so it is limited per IP: ten an hour is more than any visitor
 * writes, and a script posting hundreds is stopped at the tenth.
 */
export const FEEDBACK_PER_IP: RateLimitRule = { limit: 10, windowMs: HOUR };
