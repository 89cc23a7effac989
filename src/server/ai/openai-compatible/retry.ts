import { setTimeout as delay } from 'node:timers/promises';

// When to try a provider call again, and how long to wait first.

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const RETRY_BASE_DELAY_MS = 500;
/** A provider asking for a longer pause than this gets this; the user is waiting. */
export const RETRY_AFTER_CAP_MS = 20_000;

export const sleep: Sleep = (ms, signal) => delay(ms, undefined, { signal });

/** 429 and 5xx are worth another try; any other 4xx will fail the same way again. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/**
 * The pause before retry number `retry` (0 for the first): the provider's Retry-After when it
 * sent one (seconds or an HTTP date, capped), else exponential backoff with jitter
 * (about 500 ms, then 1 s), so processes retrying together do not hit the provider together.
 */
export function retryDelayMs(
  retry: number,
  options: { retryAfter: string | null; now?: number; random?: () => number },
): number {
  const requested = parseRetryAfter(options.retryAfter, options.now ?? Date.now());
  if (requested !== null) return Math.min(requested, RETRY_AFTER_CAP_MS);
  const jitter = 0.8 + 0.4 * (options.random ?? Math.random)();
  return Math.round(RETRY_BASE_DELAY_MS * 2 ** retry * jitter);
}

export function parseRetryAfter(value: string | null, now: number): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}
