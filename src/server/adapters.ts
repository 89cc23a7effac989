import type { Coach } from './ai/coach';
import { createCoach, createResumeTailor } from './ai/create-coach';
import type { ResumeTailor } from './ai/resume-tailor';
import { type Clock, systemClock } from './clock';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import type { Logger } from './logger';
import { createMailer } from './mail/create-mailer';
import type { Mailer } from './mail/mail';
import { createStorage } from './storage/create-storage';
import type { ObjectStorage } from './storage/storage';
import { getStorageConfig } from './storage/storage-config';
import { createTranscriber, type Transcriber } from './speech/transcribe';

// Every outside thing the app talks to, built once from the configuration: the embedded default
// or the production implementation of each (ARCHITECTURE.md). The app and its features receive
// them all, required; nothing picks its own default further down.

export interface Adapters {
  database: DatabaseHandle;
  mailer: Mailer;
  storage: ObjectStorage;
  /** Writes interview questions, feedback and assessments: a model, or the offline coach. */
  coach: Coach;
  /** Proposes edits to tailored resumes: a model, or the offline engine alone. */
  resumeTailor: ResumeTailor;
  /** Writes down a spoken answer when the user asks: the operator's service, or none. */
  transcribe: Transcriber | null;
  now: Clock;
}

/** The adapters for this configuration, on an already opened (and migrated) database. */
export function createAdapters(options: {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
}): Adapters {
  const { env, database, logger } = options;
  return {
    database,
    mailer: createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      dataDir: env.DATA_DIR,
      logger,
    }),
    storage: createStorage(getStorageConfig(env)),
    coach: createCoach(env),
    resumeTailor: createResumeTailor(env),
    transcribe: env.STT_BASE_URL
      ? createTranscriber({
          baseUrl: env.STT_BASE_URL,
          apiKey: env.STT_API_KEY,
          model: env.STT_MODEL,
          timeoutMs: env.STT_TIMEOUT_MS,
          keepsFillers: env.STT_KEEPS_FILLERS,
        })
      : null,
    now: systemClock,
  };
}
