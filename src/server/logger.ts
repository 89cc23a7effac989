import pino, { type DestinationStream, type Logger } from 'pino';

// Anything that could carry a credential is removed before a log line is written.
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["set-cookie"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.apiKey',
  '*.secret',
  'password',
  'token',
];

const CENSOR = '[redacted]';

/**
 * Credentials inside free text, which path redaction cannot see: an outside service's error
 * message that repeats the key it was sent (OpenAI's "Incorrect API key provided: sk-…"), a
 * connection string in a driver's error, a bearer header copied into a message.
 */
const CREDENTIAL_SHAPES: Array<[RegExp, string]> = [
  [/\bsk-[A-Za-z0-9_-]{16,}/g, `sk-${CENSOR}`],
  [/\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g, CENSOR],
  [/\b([Bb]earer)\s+[A-Za-z0-9._~+/=-]{16,}/g, `$1 ${CENSOR}`],
  // Basic credentials are base64, which words ("Basic information") are not: a digit or = shows.
  [/\b([Bb]asic)\s+(?=[A-Za-z+/]*[0-9+/=])[A-Za-z0-9+/]{8,}={0,2}/g, `$1 ${CENSOR}`],
  [/-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g, CENSOR],
  // scheme://user:password@host — the user stays, so an operator still sees which account.
  [/\b([a-z][a-z0-9+.-]*:\/\/[^\s:@/"'`\\]+):[^\s@/"'`\\]+@/gi, `$1:${CENSOR}@`],
];

/** Shortest secret worth scrubbing by value: shorter ones would blank out ordinary words. */
const MIN_SECRET_LENGTH = 8;

/** Removes known secret values and credential-shaped text from one serialized log line. */
export function scrubSecrets(line: string, secrets: readonly string[] = []): string {
  let scrubbed = line;
  for (const secret of secrets) {
    if (secret.length < MIN_SECRET_LENGTH) continue;
    // As written in the JSON line (quotes and backslashes escaped) and as it appears in URLs.
    for (const form of new Set([
      secret,
      JSON.stringify(secret).slice(1, -1),
      encodeURIComponent(secret),
    ])) {
      scrubbed = scrubbed.replaceAll(form, CENSOR);
    }
  }
  for (const [pattern, replacement] of CREDENTIAL_SHAPES) {
    scrubbed = scrubbed.replace(pattern, replacement);
  }
  return scrubbed;
}

/** The password in a connection URL (SMTP_URL, DATABASE_URL), for `secrets`; undefined if none. */
export function passwordOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const password = decodeURIComponent(new URL(url).password);
    return password === '' ? undefined : password;
  } catch {
    return undefined;
  }
}

export function createLogger(options: {
  level: string;
  destination?: DestinationStream;
  /**
   * The deployment's own secrets (AUTH_SECRET, AI_API_KEY, S3 keys, passwords in SMTP_URL and
   * DATABASE_URL): scrubbed from every line by value, wherever they turn up.
   */
  secrets?: ReadonlyArray<string | undefined>;
}): Logger {
  const secrets = (options.secrets ?? []).filter((secret): secret is string => Boolean(secret));
  return pino(
    {
      level: options.level,
      base: { service: 'hireready' },
      redact: { paths: REDACTED_PATHS, censor: CENSOR },
      timestamp: pino.stdTimeFunctions.isoTime,
      hooks: { streamWrite: (line) => scrubSecrets(line, secrets) },
    },
    options.destination,
  );
}

export type { Logger };
