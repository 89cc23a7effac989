import { z } from 'zod';
import { AI_DAILY_LIMIT_DEFAULT } from '../shared/constants';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './http/slow-clients';

// Configuration is read once at start-up; a bad value stops the process with a message naming it.

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const postgresUrl = z
  .url({ error: 'must be a URL such as postgres://user:password@host:5432/database' })
  .refine((value) => /^postgres(ql)?:\/\//.test(value), {
    error: 'must start with postgres:// or postgresql://',
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  /** Without DATABASE_URL: a PostgreSQL server the app starts in DATA_DIR/postgres, or PGlite in DATA_DIR/db. */
  EMBEDDED_DATABASE: z.enum(['pglite', 'postgres']).default('postgres'),
  /** The memory the embedded PostgreSQL sizes itself for; unset: the machine's total memory. */
  EMBEDDED_POSTGRES_MEMORY_MB: z.coerce.number().int().min(256).max(1_048_576).optional(),
  /** Unset: twice the cores (at least 4) for the embedded server, 10 with DATABASE_URL (db/pool-size.ts). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(10).max(60_000).default(5_000),
  CLIENT_DIR: z.string().min(1).default('dist/client'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /** How often each process looks for background jobs another process queued. */
  JOB_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  /**
   * How often "daily" job alerts go out (a day). A staging server can send them every few
   * seconds to try the mail end to end; weekly alerts keep their week.
   */
  SEARCH_ALERT_DAILY_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(86_400_000),
  /**
   * How long a "day" is for the tracker's follow-up reminders (issue 38). A staging server can
   * make it a few seconds to try reminder mail end to end.
   */
  TRACKER_REMINDER_DAY_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(86_400_000),
  STATUS_MAIL_QUIET_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(300_000),
  /** Public address of the app, used in links in mail; never taken from a request's Host. */
  APP_URL: z
    .url({ error: 'must be the public URL of the app, such as https://hireready.example.com' })
    .refine((value) => /^https?:\/\//.test(value), { error: 'must start with http:// or https://' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  AUTH_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters (for example: openssl rand -hex 32)' })
    .optional(),
  SMTP_URL: z
    .url({ error: 'must be an SMTP URL such as smtp://user:password@mail.example.com:587' })
    .refine((value) => /^smtps?:\/\//.test(value), { error: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('HireReady <no-reply@hireready.local>'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** OpenID Connect issuer for Google sign-in; tests point it at a local provider. */
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  /** Any OpenAI-compatible chat-completions API; without it the offline coach runs interviews. */
  AI_BASE_URL: z
    .url({
      error:
        'must be the API base URL, such as https://api.openai.com/v1 or http://localhost:11434/v1',
    })
    .optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  /**
   * Any OpenAI-compatible `/audio/transcriptions` API (faster-whisper, whisper.cpp's server,
   * LocalAI, vLLM, OpenAI); without it a spoken answer is measured but not written down.
   */
  STT_BASE_URL: z
    .url({
      error:
        'must be the API base URL, such as https://api.openai.com/v1 or http://localhost:8000/v1',
    })
    .optional(),
  STT_API_KEY: z.string().min(1).optional(),
  STT_MODEL: z.string().min(1).default('whisper-1'),
  STT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(60_000),
  /** The service writes down "um" and «ээ» (most drop them): the delivery panel then counts them. */
  STT_KEEPS_FILLERS: booleanFlag.default(false),
  /** Model calls one user may cause per UTC day (questions, feedback, assessment, tailoring). */
  AI_DAILY_LIMIT: z.coerce
    .number({ error: 'must be a whole number of model calls per user per day, such as 200' })
    .int({ error: 'must be a whole number of model calls per user per day, such as 200' })
    .min(1, { error: 'must be at least 1 (the offline coach is never limited)' })
    .max(1_000_000)
    .default(AI_DAILY_LIMIT_DEFAULT),
  /** Comma-separated addresses whose (verified) accounts may write and publish blog posts. */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ error: 'ADMIN_EMAILS must be a comma-separated list of addresses' }))),
  /** S3-compatible storage for resumes; without S3_BUCKET files live under DATA_DIR/storage. */
  S3_ENDPOINT: z
    .url({
      error: 'must be the store URL, such as https://s3.example.com or http://localhost:9000',
    })
    .refine((value) => /^https?:\/\//.test(value), { error: 'must start with http:// or https://' })
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'must be a bucket name: 3-63 lower-case letters, digits, dots and hyphens',
    })
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * How long an idle keep-alive connection stays open. Longer than a load balancer's own idle
   * timeout (60 s on AWS ALB and nginx), so the balancer, not the app, closes idle connections.
   */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(65_000),
  /** A request's headers must arrive within this, counted from its first byte. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(HEADERS_TIMEOUT_MS),
  /** A request must arrive whole (headers and body) within this. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(10_000).max(600_000).default(REQUEST_TIMEOUT_MS),
});

const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  // Several processes on one PostgreSQL must sign sessions with one shared secret.
  if (env.DATABASE_URL && !env.AUTH_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['AUTH_SECRET'],
      message: 'is required when DATABASE_URL is set, so every process signs sessions alike',
    });
  }
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    ctx.addIssue({
      code: 'custom',
      path: ['HEADERS_TIMEOUT_MS'],
      message: 'must not be longer than REQUEST_TIMEOUT_MS',
    });
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
      message: 'must be set together with the other Google variable',
    });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'must be set together with the other S3 key variable',
    });
  }
  // Without a bucket the store is local, so S3 settings alone are a mistake, not a choice.
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'is required when S3_ENDPOINT or S3 keys are set',
    });
  }
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty value (FOO= in a .env file) means "not set", so defaults apply.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = checkedEnvSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    return `  ${name}: ${issue.message} (got ${JSON.stringify(present[name] ?? null)})`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
