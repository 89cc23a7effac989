import type { RateLimitRule } from '../../rate-limit/rate-limiter';

/**
 * Adding, moving and editing tracked applications: a seeker moving a board of cards by keyboard
 * sends one edit per move; this is far above a busy evening and below a script's flood.
 */
export const TRACKER_WRITES_PER_USER: RateLimitRule = { limit: 600, windowMs: 60 * 60_000 };
