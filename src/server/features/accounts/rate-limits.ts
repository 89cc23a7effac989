import type { RateLimitRule } from '../../rate-limit/rate-limiter';

const MINUTE = 60_000;

/** Failed sign-ins per account: the sixth within 15 minutes is refused, right password or not. */
export const SIGN_IN_FAILURES_PER_ACCOUNT: RateLimitRule = { limit: 5, windowMs: 15 * MINUTE };
export const SIGN_IN_PER_IP: RateLimitRule = { limit: 30, windowMs: 15 * MINUTE };
export const SIGN_UP_PER_IP: RateLimitRule = { limit: 10, windowMs: 60 * MINUTE };
export const RESET_REQUEST_PER_IP: RateLimitRule = { limit: 10, windowMs: 60 * MINUTE };
export const RESET_REQUEST_PER_EMAIL: RateLimitRule = { limit: 3, windowMs: 60 * MINUTE };
export const RESET_PER_IP: RateLimitRule = { limit: 20, windowMs: 15 * MINUTE };
/** Confirmation links one account may ask for: a person needs one or two. */
export const EMAIL_CONFIRMATION_REQUEST_PER_USER: RateLimitRule = {
  limit: 3,
  windowMs: 60 * MINUTE,
};

/**
 * Wrong current passwords per account (Profile: change password, delete account): the sixth
 * within 15 minutes is refused, so a borrowed session cannot guess the password.
 */
export const PASSWORD_CHECK_FAILURES_PER_USER: RateLimitRule = { limit: 5, windowMs: 15 * MINUTE };
