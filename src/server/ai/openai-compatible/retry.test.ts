import { describe, expect, it } from 'vitest';
import { RETRY_AFTER_CAP_MS, isRetryableStatus, parseRetryAfter, retryDelayMs } from './retry';

const NOW = Date.parse('2026-01-01T00:00:00Z');

describe('retry policy', () => {
  it('retries 429 and 5xx only', () => {
    expect([429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 422].some(isRetryableStatus)).toBe(false);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('2', NOW)).toBe(2000);
    expect(parseRetryAfter(' 1.5 ', NOW)).toBe(1500);
    expect(parseRetryAfter(new Date(NOW + 3000).toUTCString(), NOW)).toBe(3000);
    expect(parseRetryAfter(new Date(NOW - 3000).toUTCString(), NOW)).toBe(0);
    expect(parseRetryAfter(null, NOW)).toBeNull();
    expect(parseRetryAfter('soon', NOW)).toBeNull();
  });

  it('honours Retry-After up to the cap', () => {
    expect(retryDelayMs(0, { retryAfter: '2' })).toBe(2000);
    expect(retryDelayMs(0, { retryAfter: '3600' })).toBe(RETRY_AFTER_CAP_MS);
  });

  it('backs off exponentially with jitter otherwise', () => {
    expect(retryDelayMs(0, { retryAfter: null, random: () => 0.5 })).toBe(500);
    expect(retryDelayMs(1, { retryAfter: null, random: () => 0.5 })).toBe(1000);
    expect(retryDelayMs(0, { retryAfter: null, random: () => 0 })).toBe(400);
    expect(retryDelayMs(1, { retryAfter: null, random: () => 1 })).toBe(1200);
  });
});
