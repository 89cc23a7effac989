import { join } from 'node:path';
import { createOfflineCoach } from '../../../src/server/ai/offline/offline-coach';
import { createApp } from '../../../src/server/app';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { createLogger } from '../../../src/server/logger';
import { createMailer } from '../../../src/server/mail/create-mailer';
import { createLocalStorage } from '../../../src/server/storage/local-storage';
import { createClientFixture } from '../../support/test-app';
import { systemClock } from '../../../src/server/clock';
import { createOfflineResumeTailor } from '../../../src/server/ai/resume-tailor';

// These apps serve the API only; one small built-client fixture per test process is enough.
let clientDir: string | undefined;

/** The app a server process on this database and DATA_DIR would build, in this process. */
export function appOn(database: DatabaseHandle, options: { dataDir: string; authSecret: string }) {
  const logger = createLogger({ level: 'silent' });
  return createApp({
    database,
    logger,
    mailer: createMailer({
      from: 'HireReady <test@hireready.test>',
      dataDir: options.dataDir,
      logger,
    }),
    // Files where a server process with this DATA_DIR keeps them, not the default ./data/storage.
    storage: createLocalStorage({ root: join(options.dataDir, 'storage') }),
    clientDir: (clientDir ??= createClientFixture()),
    appUrl: 'http://hireready.test',
    authSecret: options.authSecret,
    coach: createOfflineCoach(),
    resumeTailor: createOfflineResumeTailor(),
    now: systemClock,
  });
}
