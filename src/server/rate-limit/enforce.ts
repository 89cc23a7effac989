import { AppError } from '../app-error';
import type { RateLimiter, RateLimitRule, RateLimitState } from './rate-limiter';

/** A 429 that tells the person how long to wait, in the header and in the message. */
export function rateLimitedError(state: RateLimitState): AppError {
  return new AppError('rate_limited', {
    minutes: Math.max(1, Math.ceil(state.retryAfterSeconds / 60)),
  }).withHeaders({ 'Retry-After': String(state.retryAfterSeconds) });
}

/** Counts a hit for each key; throws a 429 when any of them is over its limit. */
export async function enforceRateLimits(
  limiter: RateLimiter,
  checks: ReadonlyArray<{ key: string; rule: RateLimitRule }>,
): Promise<void> {
  for (const check of checks) {
    const state = await limiter.hit(check.key, check.rule);
    if (state.isLimited) throw rateLimitedError(state);
  }
}
