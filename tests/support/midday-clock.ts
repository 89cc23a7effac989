import type { Clock } from '../../src/server/clock';

/**
 * The system clock moved to noon UTC of today: time passes as it does, but a test that counts
 * something per UTC day (the daily AI limit) cannot see the day change under it when CI happens
 * to run across midnight.
 */
export function middayClock(): Clock {
  const startedAt = Date.now();
  const today = new Date(startedAt);
  const noon = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 12);
  return () => new Date(noon + (Date.now() - startedAt));
}
