// Errors that mean "the database is not there right now" rather than "this query is wrong":
// the request gets a clear 503 and the process keeps running until the database is back.
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000', // connection_exception
  '08001',
  '08003',
  '08004',
  '08006',
]);

const CONNECTION_MESSAGES = [
  /connection terminated/i,
  /database is closed/i,
  /pglite is closed/i,
  /cannot use a pool after calling end/i,
];

/**
 * Whether the error, or one of the errors it was caused by (five deep), has one of these codes or
 * a message matching one of these patterns.
 */
function isInChain(
  error: unknown,
  known: { codes?: ReadonlySet<string>; messages: readonly RegExp[] },
): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && known.codes?.has(code)) return true;
    if (typeof message === 'string' && known.messages.some((pattern) => pattern.test(message))) {
      return true;
    }
    current = cause;
  }
  return false;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return isInChain(error, { codes: CONNECTION_ERROR_CODES, messages: CONNECTION_MESSAGES });
}

// The database or the file system has no room left: PostgreSQL's disk_full (53100, "could not
// extend file") or ENOSPC. Nothing was written; the request gets a clear 507, not a 500.
const FULL_CODES = new Set(['53100', 'ENOSPC']);
const FULL_MESSAGES = [/could not extend file/i, /no space left on device/i];

export function isStorageFull(error: unknown): boolean {
  return isInChain(error, { codes: FULL_CODES, messages: FULL_MESSAGES });
}

/**
 * Every pooled connection stayed busy for as long as a request may wait for one (the pool's
 * connectionTimeoutMillis): back-pressure, not an outage. It is met before the request's first
 * write (a request's writes share one transaction, and so one connection), so nothing is written.
 */
export function isPoolSaturated(error: unknown): boolean {
  return isInChain(error, { messages: [/timeout exceeded when trying to connect/i] });
}
